import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { Icon } from '../_kit/icons/icons';
import { ICON_NAMES } from '../_kit/icons/names';
import Paragraphs from '../_kit/text/Paragraphs';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { IconboxParams } from './meta';
import './iconbox.css';

const HEADINGS = ['h2', 'h3', 'h4'] as const;

/** Internal paths open in the app; absolute http(s) URLs open in a new tab; anything else is no link. */
function linkKind(link: string | undefined): 'internal' | 'external' | null {
  if (!link || /\s/.test(link)) return null;
  if (/^\/(?![/\\])/.test(link)) return 'internal';
  if (/^https?:\/\/[^/?#]+/i.test(link)) return 'external';
  return null;
}

export default function Iconbox({ params }: WidgetProps<IconboxParams>) {
  const { lang } = useRuntime();
  const t = useT('iconbox');
  const title = pickText(params.title, lang);
  const text = pickText(params.text, lang);
  if (!title && !text.trim()) return null;

  const icon = ICON_NAMES.includes(params.icon) ? params.icon : 'info';
  const Heading = HEADINGS[Math.min(4, Math.max(2, params.level ?? 3)) - 2] ?? 'h3';
  const kind = title ? linkKind(params.link) : null;
  const href = params.link ?? '';

  let label = <>{title}</>;
  if (kind === 'internal') {
    label = (
      <Link className="w-iconbox__link" to={href}>
        {title}
      </Link>
    );
  } else if (kind === 'external') {
    label = (
      <a className="w-iconbox__link" href={href} target="_blank" rel="noopener noreferrer">
        {title}
        <span className="w-iconbox__sr"> {t('link.newTab')}</span>
      </a>
    );
  }

  return (
    <div className={kind ? 'w-iconbox w-iconbox--linked' : 'w-iconbox'}>
      <Icon name={icon} className="w-iconbox__icon" />
      <div className="w-iconbox__body">
        {title && <Heading className="w-iconbox__title">{label}</Heading>}
        {text.trim() && <Paragraphs className="w-iconbox__text" text={text} />}
      </div>
    </div>
  );
}
