import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { AnonsSlide } from '@core/schemas/content';
import { SLIDER_AUTOPLAY, SLIDER_BREAKPOINTS } from '@core/slider';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../_kit/content/datetime';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import { useInFirstScreen } from '../screen';
import type { WidgetProps } from '../types';
import { anonsSliderNeed } from './data';
import type { AnonsSliderParams } from './meta';
import './anonsSlider.css';

/** The size a slide's picture is drawn at when the API gives none (16:9, the box's shape). */
const PICTURE = { width: 640, height: 360 } as const;

/**
 * keen-slider's options for `count` slides: loop, and the breakpoints of spec §9. Slides take the
 * whole width of their share (no spacing: the gap is padding inside each slide), exactly as the
 * CSS lays them out before the script runs, so starting the slider moves nothing. With no more
 * slides than fit in view there is nothing to slide: keen-slider is disabled at that width.
 */
export function sliderOptions(count: number): KeenSliderOptions {
  const at = (perView: number) => ({
    slides: { perView, spacing: 0 },
    loop: count > perView,
    disabled: count <= perView,
  });
  const [first, ...wider] = SLIDER_BREAKPOINTS;
  return {
    ...at(first.perView),
    // keen-slider applies the last matching query: they are listed from the narrowest.
    breakpoints: Object.fromEntries(wider.map((b) => [`(min-width: ${b.minWidth}px)`, at(b.perView)])),
  };
}

/**
 * keen-slider on the track, as keen-slider/react's hook makes it, but loaded once the slider is on
 * the page (a chunk of its own, 5.5 KB brotli out of the home page's initial JS): the server's
 * slides are laid out by CSS exactly where keen-slider puts them, so its arrival moves nothing; the
 * controls stay disabled until it runs. Options that change are applied to the running slider.
 */
function useKeenSlider(options: KeenSliderOptions) {
  const slider = useRef<KeenSliderInstance | null>(null);
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const latest = useRef(options);
  const key = JSON.stringify(options, (_k, v: unknown) => (typeof v === 'function' ? undefined : v));
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!node) return;
    let gone = false;
    void import('keen-slider').then(({ default: KeenSlider }) => {
      if (!gone) slider.current = new KeenSlider(node, latest.current);
    });
    return () => {
      gone = true;
      slider.current?.destroy();
      slider.current = null;
    };
  }, [node]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are compared by value (key)
  useEffect(() => {
    slider.current?.update(latest.current);
  }, [key]);
  return [setNode, slider] as const;
}

/** Whether the visitor asked for less motion (`prefers-reduced-motion: reduce`); false on the server. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query =
      typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    if (!query) return;
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/**
 * The announcement slider (spec §2, §4, §9): the next announcements as linked slides, moving on
 * every 10 s and looping; 1, 2, 3 or 4 slides in view by the window's width. The server renders
 * the slides at their final size in plain CSS; keen-slider takes them over after hydration without
 * moving them. WCAG 2.2.2: a visible pause button stops the motion; it also stops while the
 * pointer is over the slides or the focus is in them, and does not start for visitors who prefer
 * reduced motion (they may still press play).
 */
export default function AnonsSlider({ params }: WidgetProps<AnonsSliderParams>) {
  const t = useT('anonsSlider', 'kit.engage');
  const { lang } = useRuntime();
  const headingId = useId();
  const list = useNeed<AnonsSlide[]>(anonsSliderNeed(params, useLoadContext()));
  const title = pickText(params.title, lang) || t('slider.title');
  const slides = list.data?.data ?? [];

  return (
    <section
      className="w-anonsSlider"
      aria-labelledby={headingId}
      aria-roledescription={t('slider.carousel')}
      aria-busy={list.isPending}
    >
      {slides.length > 0 ? (
        <Carousel key={slides.map((s) => s._id).join(' ')} slides={slides} lang={lang} headingId={headingId}>
          {title}
        </Carousel>
      ) : (
        <>
          <div className="w-anonsSlider__head">
            <h2 id={headingId} className="w-anonsSlider__title">
              {title}
            </h2>
          </div>
          {list.isPending && <Placeholder count={params.count} />}
          {list.isError && (
            <p className="w-anonsSlider__message" role="alert">
              {t('state.loadError')}
            </p>
          )}
          {list.isSuccess && <p className="w-anonsSlider__message">{t('slider.empty')}</p>}
        </>
      )}
    </section>
  );
}

/** Empty slides of the final size while the slides are read (a transition in the browser). */
function Placeholder({ count }: { count: number }) {
  return (
    <div className="w-anonsSlider__track" aria-hidden="true">
      {Array.from({ length: Math.min(count, 4) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="w-anonsSlider__slide">
          <span className="w-anonsSlider__link">
            <span className="w-anonsSlider__picture" />
            <span className="w-anonsSlider__time" />
            <span className="w-anonsSlider__name" />
          </span>
        </div>
      ))}
    </div>
  );
}

function Carousel({
  slides,
  lang,
  headingId,
  children,
}: {
  slides: readonly AnonsSlide[];
  lang: Lang;
  headingId: string;
  children: string;
}) {
  const t = useT('anonsSlider', 'kit.engage');
  const trackId = useId();
  const reduced = useReducedMotion();
  const firstScreen = useInFirstScreen();
  /** The slide at the start of the view (keen-slider's `rel`). */
  const [current, setCurrent] = useState(0);
  /** Slides in view; all of them until keen-slider has measured. */
  const [inView, setInView] = useState<ReadonlySet<number> | null>(null);
  /** keen-slider is running (more slides than fit in view at this width). */
  const [sliding, setSliding] = useState(false);
  /** Stopped with the pause button (or from the start, for reduced motion). */
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const [sliderRef, slider] = useKeenSlider({
    ...sliderOptions(slides.length),
    defaultAnimation: reduced ? { duration: 0 } : undefined,
    created: (s) => setSliding(!s.options.disabled),
    optionsChanged: (s) => setSliding(!s.options.disabled),
    slideChanged: (s) => setCurrent(s.track.details?.rel ?? 0),
    detailsChanged: (s) => {
      const details = s.track.details;
      if (!details || s.options.disabled) return setInView(null);
      const shown = new Set(details.slides.flatMap((slide, i) => (slide.portion > 0.5 ? [i] : [])));
      setInView((was) =>
        was && was.size === shown.size && [...shown].every((i) => was.has(i)) ? was : shown,
      );
    },
  });

  useEffect(() => {
    if (reduced) setPaused(true);
  }, [reduced]);

  // Spec §9: on every 10 s without a pause; a slide changed by hand starts the 10 s anew.
  const running = sliding && !paused && !hovered && !focused;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the wait after any change of slide
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => slider.current?.next(), SLIDER_AUTOPLAY);
    return () => clearInterval(timer);
  }, [running, current, slider]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <>
      <div className="w-anonsSlider__head">
        <h2 id={headingId} className="w-anonsSlider__title">
          {children}
        </h2>
        <div className="w-anonsSlider__controls">
          <button
            type="button"
            className="w-anonsSlider__button w-anonsSlider__button--play"
            aria-controls={trackId}
            disabled={!sliding}
            onClick={() => setPaused((p) => !p)}
          >
            <ControlIcon shape={paused ? 'play' : 'pause'} />
            {paused ? t('slider.play') : t('slider.pause')}
          </button>
          <button
            type="button"
            className="w-anonsSlider__button"
            aria-controls={trackId}
            disabled={!sliding}
            onClick={() => slider.current?.prev()}
          >
            <ControlIcon shape="previous" />
            <span className="visually-hidden">{t('slider.previous')}</span>
          </button>
          <button
            type="button"
            className="w-anonsSlider__button"
            aria-controls={trackId}
            disabled={!sliding}
            onClick={() => slider.current?.next()}
          >
            <ControlIcon shape="next" />
            <span className="visually-hidden">{t('slider.next')}</span>
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the motion; the links and buttons are the controls */}
      <div
        ref={sliderRef}
        id={trackId}
        className="keen-slider w-anonsSlider__track"
        // Moving slides are not announced; once stopped, a change made by hand is (APG carousel).
        aria-live={running ? 'off' : 'polite'}
        data-current={current}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {slides.map((slide, i) => {
          const name = pickText(slide.title, lang);
          const picture = slide.photo;
          const hidden = inView !== null && !inView.has(i);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group with a role description (WAI-ARIA APG), not a form fieldset
            <div
              key={slide._id}
              className="keen-slider__slide w-anonsSlider__slide"
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.slideOf', { n: i + 1, total: slides.length })}
              // Slides moved out of view are out of the tab order and of the reading.
              inert={hidden || undefined}
            >
              <Link
                className="w-anonsSlider__link"
                to={href('app.anons.view', { id: slide._id })}
                draggable={false}
              >
                {picture ? (
                  <img
                    className="w-anonsSlider__picture"
                    src={picture.thumb ?? picture.link}
                    alt=""
                    width={picture.width ?? PICTURE.width}
                    height={picture.height ?? PICTURE.height}
                    // The first slide alone is eager: React preloads an eager picture in the head,
                    // and the others' preloads took bandwidth from the page's largest picture
                    // (slides in view on a wide screen load at once all the same, lazily).
                    loading={i === 0 && firstScreen ? undefined : 'lazy'}
                    // The first slide is the home page's largest picture (its LCP element).
                    fetchPriority={i === 0 && firstScreen ? 'high' : undefined}
                    decoding="async"
                    draggable={false}
                  />
                ) : (
                  <span className="w-anonsSlider__picture w-anonsSlider__picture--none" />
                )}
                <time className="w-anonsSlider__time" dateTime={slide.datetime}>
                  {formatDateTime(slide.datetime)}
                </time>
                <span className="w-anonsSlider__name">{name}</span>
              </Link>
            </div>
          );
        })}
      </div>
    </>
  );
}

/** The icons of the controls (decorative: each button has its text). */
function ControlIcon({ shape }: { shape: 'play' | 'pause' | 'previous' | 'next' }) {
  const paths = {
    play: <path d="M7 4l13 8-13 8z" fill="currentColor" stroke="none" />,
    pause: <path d="M7 4v16M17 4v16" />,
    previous: <path d="M15 4l-8 8 8 8" />,
    next: <path d="M9 4l8 8-8 8" />,
  };
  return (
    // The stroke is the stylesheet's (`.w-anonsSlider__icon`).
    <svg className="w-anonsSlider__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {paths[shape]}
    </svg>
  );
}
