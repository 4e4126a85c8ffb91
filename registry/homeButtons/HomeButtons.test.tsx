import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/shared/lang';
import { axeViolations } from '../../tests/helpers/axe';
import { renderWithRuntime } from '../../tests/helpers/render';
import { testUser } from '../../tests/helpers/user';
import { RETURN_TO_KEY, type Session } from '../session';
import { checkParams } from '../validate';
import HomeButtons from './HomeButtons';
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

function show(session: Partial<Session> = {}, params: HomeButtonsParams = {}, lang: Lang = 'uz') {
  const user = userEvent.setup();
  const rendered = renderWithRuntime(
    <>
      <HomeButtons id="buttons" params={params} />
      <Where />
    </>,
    { session, lang },
  );
  return { user, ...rendered };
}

const VISITOR: Partial<Session> = { status: 'known', user: null };
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
      ['Хизматлар', '/uz/service/'],
      ['Таклифнома', '/uz/my/taklifnoma/'],
      ['Табрикнома', '/uz/my/tabriknoma/'],
      ['Мобил мухбир', '/uz/my/reporter/'],
      ['Рейтинг', '/uz/service/rating/'],
    ]);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens services and the reporter outside when their URLs are given', () => {
    show(
      {},
      { servicesUrl: 'https://services.example.uz/', reporterUrl: 'https://reporter.example.uz/' },
      'en',
    );
    const services = screen.getByRole('link', { name: 'Services (opens in a new window)' });
    expect(services.getAttribute('href')).toBe('https://services.example.uz/');
    expect(services.getAttribute('target')).toBe('_blank');
    expect(services.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      screen.getByRole('link', { name: 'Mobile reporter (opens in a new window)' }).getAttribute('href'),
    ).toBe('https://reporter.example.uz/');
  });

  it('takes a registered user to the form pages', () => {
    show({ status: 'known', user: testUser() });
    expect(screen.getByRole('link', { name: 'Таклифнома' }).getAttribute('href')).toBe('/uz/my/taklifnoma/');
    expect(screen.getByRole('link', { name: 'Табрикнома' }).getAttribute('href')).toBe('/uz/my/tabriknoma/');
    expect(screen.queryByRole('button', { name: 'Таклифнома' })).toBeNull();
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
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signing in from the prompt comes back to the form', async () => {
    const { user } = show(VISITOR);
    await user.click(screen.getByRole('button', { name: 'Мобил мухбир' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Кириш' }));
    await waitFor(() => expect(where()).toBe('/uz/authentication/signin/'));
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/uz/my/reporter/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rating and services stay links for everyone', () => {
    show(VISITOR, {}, 'oz');
    expect(screen.getByRole('link', { name: 'Reyting' }).getAttribute('href')).toBe('/uz/service/rating/');
    expect(screen.getByRole('link', { name: 'Xizmatlar' }).getAttribute('href')).toBe('/uz/service/');
  });
});
