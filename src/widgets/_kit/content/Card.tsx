import { Link } from '@core/router';
import type { Picture as PictureData } from '@core/schemas/content';
import type { ReactNode } from 'react';
import { Picture } from './Picture';

/** Picture boxes of cards: 16:9 for programmes and news, 4:5 for people. */
export const CARD_PICTURE = {
  wide: { width: 320, height: 180 },
  portrait: { width: 240, height: 300 },
} as const;

/** Cards of a page above the fold: their pictures load at once, the others lazily. */
export const EAGER_CARDS = 4;

export interface CardProps {
  to: string;
  title: string;
  /** The card's heading level: h3 under a list heading, h2 otherwise. */
  heading: 'h2' | 'h3';
  picture?: PictureData | null;
  /** No picture box at all (rows of text); otherwise a picture or its placeholder. */
  noPicture?: boolean;
  shape?: keyof typeof CARD_PICTURE;
  /**
   * The card's place in its list, from 0: the first EAGER_CARDS load their pictures at once (a
   * list's first screen), and the first one's is the page's largest paint, fetched first
   * (`fetchpriority="high"`; public/after-paint.js starts the scripts after it). Without it, lazily.
   */
  place?: number;
  /** Lines under the title: dates, types, counts, a summary. */
  children?: ReactNode;
  /** A control over the picture's corner (the "My list" toggle), out of the card's flow. */
  action?: ReactNode;
}

/**
 * One item of a section's list: its picture (size reserved), its title linking to its view, and
 * what the list says of it. The title link covers the whole card for the pointer; the keyboard
 * reaches one link per card.
 */
export function Card({
  to,
  title,
  heading: Heading,
  picture,
  noPicture,
  shape = 'wide',
  place,
  children,
  action,
}: CardProps) {
  const box = CARD_PICTURE[shape];
  return (
    <li className={`c-card c-card--${shape}`}>
      {!noPicture && (
        <Picture
          picture={picture}
          alt={title}
          width={box.width}
          height={box.height}
          className="c-card__picture"
          thumb
          lazy={!(place !== undefined && place < EAGER_CARDS)}
          priority={place === 0}
        />
      )}
      <div className="c-card__body">
        <Heading className="c-card__title">
          <Link to={to}>{title}</Link>
        </Heading>
        {children}
      </div>
      {action}
    </li>
  );
}

/** Cards standing in for a page of items while it loads: the same boxes, so nothing moves. */
export function PlaceholderCards({
  count,
  shape = 'wide',
  noPicture,
}: {
  count: number;
  shape?: keyof typeof CARD_PICTURE;
  noPicture?: boolean;
}) {
  const box = CARD_PICTURE[shape];
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={`c-card c-card--${shape} c-card--placeholder`}>
          {!noPicture && (
            <span
              className="c-picture c-card__picture"
              style={{ aspectRatio: `${box.width} / ${box.height}` }}
            />
          )}
          <div className="c-card__body" />
        </li>
      ))}
    </>
  );
}
