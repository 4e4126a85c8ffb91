/**
 * Constants of the announcement slider (spec §4, §9), shared by the widget, its CSS test and the
 * browser tests.
 */

/** Spec §9: the slider moves on by itself every 10 000 ms. */
export const SLIDER_AUTOPLAY = 10_000;

/**
 * Spec §9 carousel breakpoints: from a window width of `minWidth` px, `perView` slides are in
 * view. src/widgets/anonsSlider/anonsSlider.css repeats them as media queries, so the server's HTML
 * shows the slides at their final width before the slider script runs (a test keeps both equal).
 */
export const SLIDER_BREAKPOINTS = [
  { minWidth: 0, perView: 1 },
  { minWidth: 640, perView: 2 },
  { minWidth: 800, perView: 3 },
  { minWidth: 960, perView: 4 },
] as const;

/** Announcements the slider shows by default. */
export const SLIDE_COUNT = 6;
