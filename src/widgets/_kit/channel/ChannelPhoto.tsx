import { useInFirstScreen } from '../../screen';

/**
 * A channel's picture with its size reserved (no layout shift), or an empty box of the same
 * size when the channel has none. Shared by the channel list, the channel view and on-air rows.
 */
export function ChannelPhoto({
  photo,
  alt,
  className,
  width,
  height,
  lazy = true,
  placeholder: Placeholder = 'div',
}: {
  photo: string | null | undefined;
  alt: string;
  className: string;
  width: number;
  height: number;
  lazy?: boolean;
  placeholder?: 'div' | 'span';
}) {
  // Past the page's first screen (src/widgets/screen.ts) every photo loads lazily.
  const firstScreen = useInFirstScreen();
  if (!photo) return <Placeholder className={className} aria-hidden="true" />;
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
