import { useT } from '@core/i18n/react';
import './badges.css';

/** What a programme or a recording carries (issue 26): its age rating and its accessible versions. */
export interface BadgeFacts {
  rating?: string | null;
  subtitles?: readonly unknown[] | null;
  sign_language_url?: string | null;
  audio_description_url?: string | null;
}

/** Whether there is any badge to show. */
export const hasBadges = (item: BadgeFacts) =>
  Boolean(item.rating || item.subtitles?.length || item.sign_language_url || item.audio_description_url);

/**
 * The badges of a card, a schedule entry or a recording's page (issue 26, visual brief "poster
 * card"): the age rating ("12+", read as "Age rating: 12+"), subtitles, sign language, audio
 * description; each only when true. A list, so a screen reader says how many there are.
 */
export function Badges({ item, className }: { item: BadgeFacts; className?: string }) {
  const t = useT('kit.badges');
  if (!hasBadges(item)) return null;
  return (
    <ul className={`badges${className ? ` ${className}` : ''}`}>
      {item.rating && (
        <li className="badge badge--rating">
          <span className="visually-hidden">{t('badge.rating')}: </span>
          {item.rating}
        </li>
      )}
      {item.subtitles && item.subtitles.length > 0 && (
        <li className="badge" title={t('badge.subtitles')}>
          <span aria-hidden="true">{t('badge.subtitlesShort')}</span>
          <span className="visually-hidden">{t('badge.subtitles')}</span>
        </li>
      )}
      {item.sign_language_url && <li className="badge">{t('badge.sign')}</li>}
      {item.audio_description_url && (
        <li className="badge" title={t('badge.audio')}>
          <span aria-hidden="true">{t('badge.audioShort')}</span>
          <span className="visually-hidden">{t('badge.audio')}</span>
        </li>
      )}
    </ul>
  );
}
