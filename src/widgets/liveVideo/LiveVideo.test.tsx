import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../tests/helpers/render';
import LiveVideo from './LiveVideo';

const STREAMS = {
  uzbekistan: {
    url: '/x/index.m3u8',
    title: 'Ўзбекистон',
    channel: 'uzbekistan',
    type: 'tv',
    captions: true,
  },
  'uzbekistan-radio': {
    url: '/y/index.m3u8',
    title: 'Ўзбекистон радиоси',
    channel: 'uzbekistan-radio',
    type: 'radio',
    captions: false,
  },
} as const;

function show(channel: keyof typeof STREAMS, noPlayer = false) {
  const api = (path: string) =>
    path === `efir/watch/${channel}.json` ? { data: STREAMS[channel] } : undefined;
  return renderWithRuntime(<LiveVideo id="live-1" params={{ channel }} />, { api, noPlayer });
}

describe('liveVideo widget (issue 25: one player)', () => {
  it('its poster opens the floating player with the channel, TV or radio, and plays nothing inline', async () => {
    const tv = show('uzbekistan');
    const watch = await screen.findByRole('button', { name: 'Кўриш: Ўзбекистон' });
    await waitFor(() => expect((watch as HTMLButtonElement).disabled).toBe(false));
    act(() => watch.click());
    expect(tv.plays).toEqual([{ channel: 'uzbekistan', type: 'tv', title: 'Ўзбекистон' }]);
    expect(tv.container.querySelector('video, audio, media-controller')).toBeNull();
    // The reserved 16:9 frame stays, with the poster in it.
    expect(tv.container.querySelector('.w-liveVideo__frame > .w-liveVideo__poster')).not.toBeNull();
    tv.unmount();

    const radio = show('uzbekistan-radio');
    const listen = await screen.findByRole('button', { name: /Ўзбекистон радиоси/ });
    await waitFor(() => expect((listen as HTMLButtonElement).disabled).toBe(false));
    act(() => listen.click());
    expect(radio.plays).toEqual([
      { channel: 'uzbekistan-radio', type: 'radio', title: 'Ўзбекистон радиоси' },
    ]);
  });
});
