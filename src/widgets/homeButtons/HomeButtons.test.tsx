import { HOME_LINKS } from '@core/home-links';
import type { Lang } from '@core/lang';
import { defaultLayout } from '@core/pages';
import { useLocation, useNavigate } from '@core/router';
import { href } from '@core/routes';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { type RenderOptions, renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { RETURN_TO_KEY, type Session } from '../session';
import { checkParams } from '../validate';
import HomeButtons, { CONFIRMATION_MS } from './HomeButtons';
import meta, { type HomeButtonsParams } from './meta';

function Where() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{useLocation().pathname}</output>
      <button type="button" onClick={() => navigate('/uz/news/')}>
        Elsewhere
      </button>
    </>
  );
}

function show(
  session: Partial<Session> = {},
  params: HomeButtonsParams = {},
  lang: Lang = 'uz',
  options: RenderOptions = {},
) {
  const user = userEvent.setup();
  const rendered = renderWithRuntime(
    <>
      <HomeButtons id="buttons" params={params} />
      <Where />
    </>,
    { session, lang, ...options },
  );
  return { user, ...rendered };
}

const VISITOR: Partial<Session> = { status: 'known', user: null };
const CHANNELS = [{ _id: 'mahalla', type: 'radio', title: { en: 'Mahalla', uz: 'Маҳалла' } }];
const where = () => screen.getByTestId('where').textContent;

describe('homeButtons widget', () => {
  afterEach(() => sessionStorage.clear());

  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(checkParams(meta, { servicesUrl: 'javascript:alert(1)' })).not.toEqual([]);
  });

  it('shows the five buttons of spec §2 with icons and text; links before the session is known', async () => {
    const { container } = show();
    const nav = screen.getByRole('navigation', { name: 'Тезкор ҳаволалар' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Хизматлар', '/uz/service/qabulxona/'],
      ['Таклифнома', '/uz/my/taklifnoma/'],
      ['Табрикнома', '/uz/my/tabriknoma/'],
      ['Мобил мухбир', '/uz/my/reporter/'],
      ['Рейтинг', '/uz/service/rating/'],
    ]);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens services and the reporter outside when their URLs are given, safely and said to be external', async () => {
    const { container } = show(
      {},
      { servicesUrl: 'https://services.example.uz/', reporterUrl: 'https://reporter.example.uz/' },
      'en',
    );
    const services = screen.getByRole('link', { name: 'Services (external site, opens in a new window)' });
    expect(services.getAttribute('href')).toBe('https://services.example.uz/');
    expect(services.getAttribute('target')).toBe('_blank');
    expect(services.getAttribute('rel')).toBe('noopener noreferrer');
    const reporter = screen.getByRole('link', {
      name: 'Mobile reporter (external site, opens in a new window)',
    });
    expect(reporter.getAttribute('href')).toBe('https://reporter.example.uz/');
    expect(reporter.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('never sends services where rating goes (spec §2: five different buttons)', () => {
    show();
    const hrefs = within(screen.getByRole('navigation'))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    const services = hrefs[0] ?? '';
    const rating = hrefs[4] ?? '';
    expect(rating).toBe(href('app.service.rating'));
    // The services section's own address redirects to the rating page: services must not use it.
    expect([href('app.service'), rating]).not.toContain(services);
    expect(services).toBe(href('app.service.qabulxona'));
  });

  it('in the default home layout: services and the reporter are external links, the reporter’s form stays without one', () => {
    const placed = defaultLayout('app.index')?.layout.params.components.find(
      (c) => c.component === 'homeButtons',
    );
    const params = placed?.params as HomeButtonsParams;
    expect(params).toEqual({ servicesUrl: HOME_LINKS.services, reporterUrl: HOME_LINKS.reporter });
    expect(checkParams(meta, params)).toEqual([]);
    show({ status: 'known', user: testUser() }, params, 'en');
    expect(
      screen
        .getByRole('link', { name: 'Services (external site, opens in a new window)' })
        .getAttribute('href'),
    ).toBe(HOME_LINKS.services);
    expect(
      screen
        .getByRole('link', { name: 'Mobile reporter (external site, opens in a new window)' })
        .getAttribute('href'),
    ).toBe(HOME_LINKS.reporter);
    // Without a URL, the reporter is its form's dialog (the test below opens it).
    show({ status: 'known', user: testUser() }, { servicesUrl: HOME_LINKS.services }, 'en');
    expect(screen.getByRole('button', { name: 'Mobile reporter' }).getAttribute('aria-haspopup')).toBe(
      'dialog',
    );
  });

  it('opens the request form in a dialog for a registered user, which closes 3 s after the confirmation', async () => {
    const { user, sent, container } = show({ status: 'known', user: testUser() }, {}, 'en', {
      api: (path) => (path === 'efir/channel.json' ? { data: CHANNELS, meta: {} } : { data: [], meta: {} }),
      send: () => ({ message: 'Sended', data: { _id: 's1', status: 'received' } }),
    });
    const button = screen.getByRole('button', { name: 'Congratulation' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Congratulation' });
    // The form's code arrives when the dialog first asks for it; the form is named by the dialog.
    const form = await within(dialog).findByRole('form', { name: 'Congratulation' });
    expect(within(dialog).queryByText('For sending data please log in or sign up')).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Radio' }));
    await user.selectOptions(await within(form).findByRole('combobox', { name: /Channel/ }), 'mahalla');
    await user.type(
      within(form).getByRole('textbox', { name: /Full name of the person congratulated/ }),
      'Aliyev Vali',
    );
    await user.type(within(form).getByLabelText(/Date of the congratulation/), '2026-12-01');
    await user.type(
      within(form).getByRole('textbox', { name: /Words of congratulation/ }),
      'Happy birthday!',
    );
    expect(await axeViolations(container)).toEqual([]);

    vi.useFakeTimers();
    try {
      fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(within(dialog).getByRole('status').textContent).toBe('Sended');
      expect(sent.map((s) => s.path)).toEqual(['efir/form/tabriknoma.json']);
      await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_MS - 1));
      expect(screen.queryByRole('dialog')).not.toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(document.activeElement).toBe(button);
  });

  it('closes the form dialog with Escape, giving focus back to the button, and on a route change', async () => {
    const { user } = show({ status: 'known', user: testUser() }, {}, 'en', {
      api: () => ({ data: [], meta: {} }),
    });
    const button = screen.getByRole('button', { name: 'Mobile reporter' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Mobile reporter' });
    await within(dialog).findByRole('form', { name: 'Mobile reporter' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Mobile reporter' });
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).click();
    await waitFor(() => expect(where()).toBe('/uz/news/'));
    // The dialog closes in the render that follows the route change, not in the same one.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['a visitor', VISITOR],
    [
      'a user with only the guest role',
      { status: 'known', user: testUser({ roles: ['guest'] }) } as Partial<Session>,
    ],
  ])(
    'shows %s the registration prompt in a dialog (spec §8), which closes with Escape',
    async (_who, session) => {
      const { user, container } = show(session);
      const button = screen.getByRole('button', { name: 'Таклифнома' });
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'Таклифнома' });
      expect(
        within(dialog).getByText('Маълумот юбориш учун тизимга киринг ёки рўйхатдан ўтинг'),
      ).toBeTruthy();
      const signIn = within(dialog).getByRole('link', { name: 'Кириш' });
      expect(signIn.getAttribute('href')).toBe('/uz/authentication/signin/');
      expect(within(dialog).getByRole('link', { name: 'Рўйхатдан ўтиш' }).getAttribute('href')).toBe(
        '/uz/authentication/signup/',
      );
      expect(document.activeElement).toBe(signIn);
      expect(await axeViolations(container)).toEqual([]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(document.activeElement).toBe(button);
    },
  );

  it('closes with its button, and on any route change', async () => {
    const { user } = show(VISITOR, {}, 'ru');
    await user.click(screen.getByRole('button', { name: 'Поздравление' }));
    await user.click(await screen.findByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Поздравление' }));
    expect(await screen.findByRole('dialog', { name: 'Поздравление' })).toBeTruthy();
    // Another page (a link elsewhere, the browser's back button…): the dialog goes.
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).click();
    await waitFor(() => expect(where()).toBe('/uz/news/'));
    // The dialog closes in the render that follows the route change, not in the same one.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('signing in from the prompt comes back to this page with the form open', async () => {
    const { user } = show(VISITOR, {}, 'uz', { route: '/uz/' });
    await user.click(screen.getByRole('button', { name: 'Мобил мухбир' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Кириш' }));
    await waitFor(() => expect(where()).toBe('/uz/authentication/signin/'));
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/uz/?form=reporter');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the remembered form once signed in (the target of the prompt)', async () => {
    show({ status: 'known', user: testUser() } as Partial<Session>, {}, 'uz', {
      route: '/uz/?form=tabriknoma',
      api: () => ({ data: CHANNELS, meta: {} }),
    });
    expect(await screen.findByRole('dialog', { name: 'Табрикнома' })).toBeTruthy();
  });

  it('rating and services stay links for everyone', () => {
    show(VISITOR, {}, 'oz');
    expect(screen.getByRole('link', { name: 'Reyting' }).getAttribute('href')).toBe('/uz/service/rating/');
    expect(screen.getByRole('link', { name: 'Xizmatlar' }).getAttribute('href')).toBe(
      '/uz/service/qabulxona/',
    );
  });
});
