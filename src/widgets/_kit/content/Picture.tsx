import type { Picture as PictureData } from '@core/schemas/content';
import { useRuntime } from '../../runtime';
import { useInFirstScreen } from '../../screen';

export interface PictureProps {
  picture: PictureData | null | undefined;
  alt: string;
  /** The box the picture takes (CSS pixels): its attributes reserve the space before it loads. */
  width: number;
  height: number;
  className?: string;
  /** The smaller `thumb` of the upload where there is one (cards). */
  thumb?: boolean;
  /**
   * Lazy loading for pictures below the fold; the first ones of a page load at once (LCP). Past
   * the page's first screen (src/widgets/screen.ts) every picture loads lazily, whatever this says.
   */
  lazy?: boolean;
  /**
   * The page's largest picture (its LCP element, e.g. a player's poster): fetched before the
   * scripts, which would otherwise share the connection with it first.
   */
  priority?: boolean;
  /**
   * How wide the picture is shown (`sizes`), for a picture of the media library that offers several
   * widths: the browser fetches the smallest that fills it. Default: the box's own width.
   */
  sizes?: string;
}

/**
 * A picture of content with its size reserved (design §8: no layout shift): `width`, `height` and an
 * aspect ratio on the image, and a placeholder box of exactly the same size when there is no
 * picture (issue 8: "a missing picture shows a placeholder of the same size").
 */
export function Picture({
  picture,
  alt,
  width,
  height,
  className,
  thumb = false,
  lazy = true,
  priority = false,
  sizes,
}: PictureProps) {
  const firstScreen = useInFirstScreen();
  const { lang } = useRuntime();
  const box = { aspectRatio: `${width} / ${height}` };
  const src = picture ? (thumb && picture.thumb) || picture.link : '';
  const classes = `c-picture${className ? ` ${className}` : ''}`;
  if (!src) {
    return (
      <span className={`${classes} c-picture--empty`} style={box} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="48" height="48" focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 4.3-4.3a1 1 0 0 1 1.4 0l1.3 1.3V7zm3 3.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"
          />
        </svg>
      </span>
    );
  }
  const img = (
    <img
      className={classes}
      style={box}
      src={src}
      // A picture of the media library carries its own description in every language (issue 26).
      alt={picture?.alt?.[lang] ?? alt}
      width={width}
      height={height}
      loading={(lazy && !priority) || !firstScreen ? 'lazy' : undefined}
      fetchPriority={priority && firstScreen ? 'high' : undefined}
      decoding="async"
    />
  );
  const sources = picture?.sources;
  if (!sources?.length) return img;
  // AVIF, then WebP, in the widths stored; the `<img>` is the JPEG or PNG every browser shows.
  return (
    <picture className="c-picture-set">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes ?? `${width}px`} />
      ))}
      {img}
    </picture>
  );
}
