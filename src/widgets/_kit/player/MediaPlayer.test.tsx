import { I18nProvider } from '@core/i18n/react';
import type { LiveStream } from '@core/schemas/entities';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { testI18n } from '../../../../tests/helpers/i18n';
import MediaPlayer, { type MediaPlayerProps } from './MediaPlayer';

/**
 * The player's controls in each mode, as it renders them (media-chrome reads them from this markup;
 * the media themselves play in the browser tests: happy-dom has no media pipeline).
 */
const STREAM: LiveStream = {
  url: '/uz/api/efir/vod/axborot-1/index.m3u8',
  title: 'Ахборот',
  channel: 'uzbekistan',
  type: 'tv',
  captions: false,
};

function markup(props: Partial<MediaPlayerProps> = {}): Document {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={testI18n('uz')}>
      <MediaPlayer stream={STREAM} lang="uz" {...props} />
    </I18nProvider>,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('MediaPlayer modes', () => {
  it('plays live by default: back-to-live controls, a minute a step, no duration', () => {
    const doc = markup();
    const controller = doc.querySelector('media-controller');
    expect(controller?.getAttribute('seektoliveoffset')).toBe('20');
    expect(controller?.hasAttribute('defaultstreamtype')).toBe(false);
    expect(doc.querySelector('media-live-button')).not.toBeNull();
    expect(doc.querySelector('media-time-display')).toBeNull();
    expect(doc.querySelector('media-seek-backward-button')?.getAttribute('seekoffset')).toBe('60');
    expect(doc.querySelector('video')?.getAttribute('data-mode')).toBe('live');
  });

  it('plays a recording on demand: seekable, its duration shown, no live controls, no loop', () => {
    const doc = markup({ mode: 'vod', poster: '/uploads/demo/axborot-1.jpg' });
    const controller = doc.querySelector('media-controller');
    expect(controller?.getAttribute('defaultstreamtype')).toBe('on-demand');
    expect(controller?.hasAttribute('seektoliveoffset')).toBe(false);
    expect(controller?.hasAttribute('liveedgeoffset')).toBe(false);
    // Spec §9: controls hide after 3 s.
    expect(controller?.getAttribute('autohide')).toBe('3');
    expect(doc.querySelector('media-live-button')).toBeNull();
    expect(doc.querySelector('media-time-range')).not.toBeNull();
    expect(doc.querySelector('media-time-display')?.hasAttribute('showduration')).toBe(true);
    // Text, not a toggle button named "playback time" that shows a time (WCAG 2.5.3).
    expect(doc.querySelector('media-time-display')?.hasAttribute('notoggle')).toBe(true);
    expect(doc.querySelector('media-seek-forward-button')?.getAttribute('seekoffset')).toBe('10');
    const video = doc.querySelector('video');
    expect(video?.getAttribute('data-mode')).toBe('vod');
    expect(video?.hasAttribute('loop')).toBe(false);
    expect(video?.getAttribute('poster')).toBe('/uploads/demo/axborot-1.jpg');
    expect(video?.getAttribute('aria-label')).toBe('Ахборот');
  });

  it('plays a radio recording as audio, without a poster', () => {
    const doc = markup({ mode: 'vod', poster: '/x.jpg', stream: { ...STREAM, type: 'radio' } });
    expect(doc.querySelector('video')).toBeNull();
    expect(doc.querySelector('audio')?.hasAttribute('poster')).toBe(false);
    expect(doc.querySelector('media-controller')?.hasAttribute('audio')).toBe(true);
  });
});

describe('MediaPlayer captions control', () => {
  it('is a switch whose aria-checked says whether captions show (axe: aria-allowed-attr)', async () => {
    // The control the player renders for a captioned stream, live in the document (happy-dom
    // cannot run the whole controller: media-chrome's range CSS is beyond it).
    const bar = markup({ stream: { ...STREAM, captions: true } }).querySelector('media-control-bar');
    const tag = [...(bar?.children ?? [])].find((el) => /captions/i.test(el.localName))?.localName;
    expect(tag).toBeDefined();
    if (!tag) return;
    expect(markup().querySelector(tag)).toBeNull();
    const control = document.createElement(tag);
    document.body.append(control);
    expect(control.getAttribute('aria-label')).toBe('субтитрлар');
    expect(control.getAttribute('role')).toBe('switch');
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(await axeViolations(control)).toEqual([]);
    // Captions showing: media-chrome's controller sets this attribute on its controls.
    control.setAttribute('mediasubtitlesshowing', 'captions:uz:Uzbek');
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(await axeViolations(control)).toEqual([]);
    control.remove();
  });
});
