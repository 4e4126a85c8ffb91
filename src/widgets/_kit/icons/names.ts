/** The icons shipped in the code (icons.tsx): no icon is ever loaded from a URL. */
export const ICON_NAMES = [
  'tv',
  'radio',
  'play',
  'mic',
  'calendar',
  'archive',
  'news',
  'mail',
  'phone',
  'star',
  'user',
  'info',
  'grid',
  'gift',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
