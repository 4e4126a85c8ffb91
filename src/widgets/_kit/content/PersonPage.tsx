import type { Picture as PictureData } from '@core/schemas/content';
import { type ReactNode, useId } from 'react';
import { Picture } from './Picture';
import { Facts } from './view';

/** The photo box of a person's page: a 4:5 portrait, reserved before it loads. */
export const PORTRAIT = { width: 360, height: 450 } as const;

/**
 * The page of a person (an anchor or a person of spec §3): photo (a placeholder of the same size
 * when there is none), name, facts and what they say about themselves.
 */
export function PersonPage({
  title,
  photo,
  facts,
  about,
  aboutLabel,
}: {
  title: string;
  photo: PictureData | null;
  facts: { term: string; value: ReactNode }[];
  about: string;
  aboutLabel: string;
}) {
  const headingId = useId();
  const aboutId = useId();
  return (
    <article className="c-view c-person" aria-labelledby={headingId}>
      <Picture
        picture={photo}
        alt={title}
        width={PORTRAIT.width}
        height={PORTRAIT.height}
        className="c-person__photo"
        lazy={false}
      />
      <div className="c-person__body">
        <h1 id={headingId} className="c-view__title">
          {title}
        </h1>
        <Facts items={facts} />
        {about && (
          <section className="c-person__about" aria-labelledby={aboutId}>
            <h2 id={aboutId} className="c-view__subtitle">
              {aboutLabel}
            </h2>
            <p className="c-view__text">{about}</p>
          </section>
        )}
      </div>
    </article>
  );
}
