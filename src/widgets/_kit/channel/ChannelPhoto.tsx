import type { CSSProperties } from 'react';
import { useInFirstScreen } from '../../screen';
import { colorOf, INK_DARK, inkOn, monogram } from './monogram';
import './channel-mark.css';

/**
 * A channel's logo with its size reserved (no layout shift), or, while the channel has none, its
 * monogram (monogram.ts): the initials of the name the page shows, in the page's script, on the
 * channel's brand colour, in a box of the same size. Shared by the channel list, the channel view,
 * the on-air rows and the radio stations.
 */
export function ChannelPhoto({
  photo,
  name,
  channel,
  color,
  alt,
  className,
  width,
  height,
  lazy = true,
  placeholder: Box = 'div',
}: {
  photo: string | null | undefined;
  /** The channel's name in the page's language: the monogram's letters. */
  name: string;
  /** The channel's id: its drawn colour when it has none of its own. */
  channel: string;
  color?: string | null | undefined;
  /** The picture's text alternative; empty where the name is written beside it. */
  alt: string;
  className: string;
  width: number;
  height: number;
  lazy?: boolean;
  placeholder?: 'div' | 'span';
}) {
  // Past the page's first screen (src/widgets/screen.ts) every photo loads lazily.
  const firstScreen = useInFirstScreen();
  if (!photo) {
    const ground = colorOf(channel, color);
    const style = { '--channel-color': ground } as CSSProperties;
    // White letters unless black reads better on this colour (the class: fewer bytes a row).
    const ink = inkOn(ground) === INK_DARK ? ' channel-mark--dark' : '';
    return (
      <Box
        className={`${className} channel-mark${ink}`}
        style={style}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        {/* The box is the letters' container: they are sized in its units. */}
        <span>{monogram(name)}</span>
      </Box>
    );
  }
  return (
    <img
      className={className}
      src={photo}
      alt={alt}
      width={width}
      height={height}
      // No decoding hint: a logo is a small picture (a 48-pixel SVG in the on-air rows).
      loading={lazy || !firstScreen ? 'lazy' : undefined}
    />
  );
}
