import { useT } from '@core/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { action } from 'storybook/actions';
import FloatingPlayer from '../src/client/player/FloatingPlayer';
import type { PlayerSize, PlayerState } from '../src/client/player/state';
import { Dialog as ShellDialog } from '../src/client/shell/Dialog';
import { Toasts as ShellToasts } from '../src/client/shell/Toasts';
import { toast } from '../src/client/shell/toast';

/**
 * What the chrome shows over a page: the floating player in its sizes (spec §4), the modal dialog
 * and the toasts (spec §8), each as the app opens them (src/client/player, src/client/shell).
 */
const meta = {
  title: 'Chrome/Overlays',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PHONE = { viewport: { value: 'phone', isRotated: false } };

/** The floating player on a channel, starting at `size`; its buttons switch the size and close it. */
function Player({ channel, type, size: first }: { channel: string; type: 'tv' | 'radio'; size: PlayerSize }) {
  const [size, setSize] = useState<PlayerSize>(first);
  const [open, setOpen] = useState(true);
  const state: PlayerState = { request: { channel, type }, size, id: 1 };
  if (!open)
    return (
      <button type="button" onClick={() => setOpen(true)}>
        Play {channel}
      </button>
    );
  return (
    <FloatingPlayer
      state={state}
      onSize={(next) => {
        action('size')(next);
        setSize(next);
      }}
      onClose={() => {
        action('close')();
        setOpen(false);
      }}
    />
  );
}

/** TV opens maximised, over the page. */
export const PlayerMax: Story = {
  name: 'Floating player: max (TV)',
  render: () => <Player channel="uzbekistan" type="tv" size="max" />,
};

/** Minimised: a corner box that stays while the visitor browses. */
export const PlayerMin: Story = {
  name: 'Floating player: min (TV)',
  render: () => <Player channel="yoshlar" type="tv" size="min" />,
};

/** Radio opens minimised. */
export const PlayerRadio: Story = {
  name: 'Floating player: min (radio)',
  render: () => <Player channel="uzbekistan-radio" type="radio" size="min" />,
};

/** The mini player on a phone: its controls stay 44 px targets. */
export const PlayerMinPhone: Story = {
  name: 'Floating player: min (phone)',
  render: () => <Player channel="yoshlar" type="tv" size="min" />,
  globals: PHONE,
  tags: ['phone'],
};

/** The modal dialog (the player's "Not Live", as PlayerHost opens it): Escape or the close button close it. */
function OpenDialog() {
  const t = useT('chrome');
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('player.notLiveTitle')}
      </button>
      <ShellDialog open={open} onClose={() => setOpen(false)} title={t('player.notLiveTitle')}>
        <p>{t('player.notLiveText')}</p>
      </ShellDialog>
    </>
  );
}

export const Dialog: Story = { name: 'Dialog', render: () => <OpenDialog /> };

/** One toast of each kind (spec §8), kept up for a minute here (the app's last 2–3 s). */
function ToastsOfEachKind() {
  useEffect(() => {
    void toast('Маълумотлар сақланди', 'success', 60_000);
    void toast('Янги хабар келди', 'info', 60_000);
    void toast('Юборишда хато юз берди', 'error', 60_000);
  }, []);
  return <ShellToasts />;
}

export const Toasts: Story = { name: 'Toasts', render: () => <ToastsOfEachKind /> };
