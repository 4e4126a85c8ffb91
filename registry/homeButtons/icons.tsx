import type { ReactNode } from 'react';

/** The buttons' icons (spec §2 home buttons), on a 24×24 grid in the text colour. */
const SHAPES = {
  services: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </>
  ),
  taklifnoma: (
    <>
      <rect x="2" y="5" width="20" height="15" rx="2" />
      <path d="M2 7l10 7 10-7" />
    </>
  ),
  tabriknoma: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="1.5" />
      <path d="M2 9h20M12 9v12M12 9c-2-4-6-5-6-2s4 2 6 2c2 0 6 1 6-2s-4-2-6 2" />
    </>
  ),
  reporter: (
    <>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v4M8 22h8" />
    </>
  ),
  rating: <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />,
} satisfies Record<string, ReactNode>;

export type ButtonIcon = keyof typeof SHAPES;

/** A decorative icon: the button's text beside it carries the meaning. */
export function Icon({ name }: { name: ButtonIcon }) {
  return (
    <svg
      className="w-homeButtons__icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[name]}
    </svg>
  );
}
