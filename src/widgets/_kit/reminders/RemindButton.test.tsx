import { DEVICE_HEADER } from '@core/reminders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { DEVICE_KEY } from './device';
import { RemindButton } from './RemindButton';

/** A browser offering push: Notification (permission not asked yet), a service worker, PushManager. */
function offerPush(permission: NotificationPermission = 'default') {
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const subscription = {
    toJSON: () => ({ endpoint: 'https://push.example.com/abc', keys: { p256dh: 'p', auth: 'a' } }),
  };
  const subscribe = vi.fn(async () => subscription);
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  const register = vi.fn(async () => registration);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            publicKey:
              'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          }),
        ),
    ),
  );
  return { requestPermission, register, subscribe };
}

const reminder = {
  _id: '0b5c2c4e-5d5e-4c59-9c55-1d1f6f0a7a11',
  channel: 'uzbekistan',
  channelTitle: 'Ўзбекистон',
  date: '2026-11-30',
  time: '20:00',
  startAt: '2026-11-30T15:00:00.000Z',
  endAt: '2026-11-30T15:30:00.000Z',
  broadcast: null,
  title: 'Ахборот',
  path: '/uz/schedule/uzbekistan/',
  calendar: '/uz/api/efir/schedule/uzbekistan/2026-11-30/2000.ics',
  sent: false,
};

beforeEach(() => localStorage.removeItem(DEVICE_KEY));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('RemindButton', () => {
  const target = { channel: 'uzbekistan', date: '2026-11-30', time: '20:00' };

  it("sets the reminder with this device's key, then asks in its own words before the browser's prompt", async () => {
    const push = offerPush();
    const writes: { method: string; path: string; body: unknown; headers?: Record<string, string> }[] = [];
    const user = userEvent.setup();
    const { container } = renderWithRuntime(<RemindButton target={target} title="Ахборот" />, {
      send: (method, path, body, options) => {
        writes.push({
          method,
          path,
          body,
          headers: (options as { headers?: Record<string, string> })?.headers,
        });
        return path.startsWith('my-efir/') ? { data: [reminder] } : { message: 'ok' };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Эслатиш: Ахборот' }));
    await screen.findByText('Эслатма ўрнатилди');
    expect(writes[0]).toMatchObject({ method: 'POST', path: 'my-efir/reminders.json?lang=uz', body: target });
    const key = localStorage.getItem(DEVICE_KEY);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(writes[0]?.headers?.[DEVICE_HEADER]).toBe(key);
    expect(screen.getByRole('link', { name: 'Эслатмаларим' }).getAttribute('href')).toBe(
      '/uz/my-efir/reminders/',
    );

    // The site's prompt; the browser has not been asked yet.
    expect(screen.getByRole('heading', { name: 'Кўрсатув бошланганда хабарнома юборилсинми?' })).toBeTruthy();
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Хабарномаларни ёқиш' }));
    await screen.findByText(/Бу қурилмада хабарномалар ёқилган/);
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(push.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(writes[1]).toMatchObject({ method: 'PUT', path: 'push/subscription.json' });
    expect(writes[1]?.headers?.[DEVICE_HEADER]).toBe(key);
  });

  it('"Not now" closes the prompt without asking the browser', async () => {
    const push = offerPush();
    const user = userEvent.setup();
    renderWithRuntime(<RemindButton target={{ broadcast: 'axborot' }} title="Ахборот" />, {
      send: () => ({ data: [reminder, { ...reminder, _id: 'x' }] }),
    });
    await user.click(screen.getByRole('button', { name: 'Яқин эфирларни эслатиш: Ахборот' }));
    await screen.findByText(/Ўрнатилган эслатмалар: 2/);
    await user.click(screen.getByRole('button', { name: 'Ҳозир эмас' }));
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it("tells a browser that blocked notifications that the list and calendar still work, and shows the server's refusal", async () => {
    offerPush('denied');
    const user = userEvent.setup();
    renderWithRuntime(<RemindButton target={target} title="Ахборот" />, {
      send: () => ({ data: [reminder] }),
    });
    await user.click(screen.getByRole('button', { name: 'Эслатиш: Ахборот' }));
    await screen.findByText(/хабарномалар тақиқланган/);
  });
});
