import type { ReactNode } from 'react';
import { type PlayRequest, usePlayer } from '../../player';
import './play-button.css';

export interface PlayButtonProps {
  request: PlayRequest;
  /** The accessible name (and the tooltip): "Watch Yoshlar", "Listen to Navo". */
  label: string;
  /** Visible text beside the icon; without it the button is the icon alone. */
  children?: ReactNode;
  className?: string;
}

/**
 * A play button for a channel's live stream (issue 7): hands the request to the floating player.
 * It renders the same markup on the server and in the browser (hydration must match); it acts
 * once the app's player is there.
 */
export function PlayButton({ request, label, children, className }: PlayButtonProps) {
  const player = usePlayer();
  const playing = player?.playing === request.channel;
  return (
    <button
      type="button"
      className={`play-button${children ? '' : ' play-button--icon'}${className ? ` ${className}` : ''}`}
      // The name: an icon-only button's title (its tooltip, and its accessible name: no aria-label
      // repeating it), a button with text its text (the title its tooltip).
      title={label}
      data-playing={playing ? '' : undefined}
      onClick={() => player?.play(request)}
    >
      {/* The play triangle is the stylesheet's `::before`: nothing repeated in every row of a list. */}
      {children}
    </button>
  );
}
