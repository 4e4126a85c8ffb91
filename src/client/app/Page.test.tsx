import { I18nProvider } from '@core/i18n/react';
import { defaultLayout } from '@core/pages';
import { MemoryRouter, Route, Routes, useLocation } from '@core/router';
import { href } from '@core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { preloadWidgets } from '@widgets/components';
import { RuntimeContext, type WidgetRuntime } from '@widgets/runtime';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../tests/helpers/i18n';
import { testUser } from '../../../tests/helpers/user';
import { RETURN_TO_KEY } from '../api/token';
import { sessionStatusAtom, type User, userAtom } from '../state/user';
import { layoutQuery } from './layout-query';
import Page from './Page';

vi.mock('./useSnapshotPush', () => ({ useSnapshotPush: () => {} }));

const runtime: WidgetRuntime = {
  lang: 'uz',
  product: 'efir',
  getJson: async () => {
    throw Object.assign(new Error('404'), { status: 404 });
  },
  send: async () => undefined as never,
  toast: () => {},
};

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** Page of `state` at `path`, with its default layout already loaded. */
function show(state: string, path: string, user: User | null, status: 'unknown' | 'checking' | 'known') {
  const store = createStore();
  store.set(userAtom, user);
  store.set(sessionStatusAtom, status);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const layout = defaultLayout(state);
  client.setQueryData(layoutQuery(state, 'uz').queryKey, {
    data: { ...layout, _id: state },
    meta: { source: 'default', invalid: {} },
  });
  const view = render(
    <Provider store={store}>
      <I18nProvider i18n={testI18n('uz')}>
        <QueryClientProvider client={client}>
          <RuntimeContext.Provider value={runtime}>
            <MemoryRouter initialEntries={[path]}>
              <Where />
              <Routes>
                <Route path={path.split('?')[0]} element={<Page state={state} />} />
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            </MemoryRouter>
          </RuntimeContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </Provider>,
  );
  return { store, ...view };
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(async () => {
  sessionStorage.clear();
  await preloadWidgets(['title', 'text', 'iconbox']);
});

describe('Page guard (spec §4)', () => {
  const profile = href('app.my.profile');

  it('waits on a page with roles until the session is known', () => {
    const { container } = show('app.my.profile', profile, null, 'checking');
    expect(container.querySelector('.page-loading')).not.toBeNull();
    expect(where()).toBe(profile);
  });

  it('sends an anonymous visitor to sign-in, remembering the page', () => {
    show('app.my.profile', `${profile}?tab=1`, null, 'known');
    expect(where()).toBe(href('app.authentication.signin'));
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe(`${profile}?tab=1`);
  });

  it('sends a signed-in user without the role to forbidden', () => {
    show('app.my.profile', profile, testUser({ roles: ['guest'] }), 'known');
    expect(where()).toBe(href('app.forbidden'));
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
  });

  it('admits a user holding a role of the page', async () => {
    show('app.my.profile', profile, testUser({ roles: ['user'] }), 'known');
    expect(where()).toBe(profile);
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeTruthy();
  });

  it('sends a signed-in user away from forgot and reset password to /, once the session is known', async () => {
    const forgot = href('app.password.forgot');
    const { store, container } = show('app.password.forgot', forgot, null, 'checking');
    expect(container.querySelector('.page-loading')).not.toBeNull();
    act(() => {
      store.set(userAtom, testUser());
      store.set(sessionStatusAtom, 'known');
    });
    expect(where()).toBe('/');
  });

  it('shows forgot password to a visitor', async () => {
    show('app.password.forgot', href('app.password.forgot'), null, 'known');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(where()).toBe(href('app.password.forgot'));
  });
});

describe('a page opened to edit it (?editor=layout)', () => {
  const news = `${href('app.password.forgot')}?editor=layout`;

  it('renders no view until the session says who it is for, then the view for a non-admin', async () => {
    const { store, container } = show('app.password.forgot', news, null, 'checking');
    expect(container.querySelector('.page-loading')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    act(() => store.set(sessionStatusAtom, 'known'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(container.querySelector('.page-loading')).toBeNull();
  });

  it('keeps the view out while an admin’s editor is coming', () => {
    const path = `${href('app.my.profile')}?editor=layout`;
    const { container } = show('app.my.profile', path, testUser({ roles: ['user', 'admin'] }), 'known');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.querySelector('.page-loading')).not.toBeNull();
  });
});
