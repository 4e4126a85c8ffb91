import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** media-chrome's elements in JSX: their attributes are strings (an empty one switches a flag on). */
type ChromeProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  [attribute: string]: unknown;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': ChromeProps;
      'media-control-bar': ChromeProps;
      'media-play-button': ChromeProps;
      'media-mute-button': ChromeProps;
      'media-volume-range': ChromeProps;
      'media-time-range': ChromeProps;
      'media-time-display': ChromeProps;
      'media-seek-backward-button': ChromeProps;
      'media-seek-forward-button': ChromeProps;
      'media-live-button': ChromeProps;
      'efir-captions-switch': ChromeProps;
      'media-pip-button': ChromeProps;
      'media-fullscreen-button': ChromeProps;
      'media-loading-indicator': ChromeProps;
    }
  }
}
