import type { StateLayout } from '@core/schemas/layout';
import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/helpers/render';
import { testUser } from '../../tests/helpers/user';
import { LayoutView } from './render';
import { type Session, SessionContext, type SessionSource, UNKNOWN_SESSION } from './session';

// The real registry plus one widget that always throws, to prove the error boundary, and one
// that counts its renders.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./components', async (importOriginal) => {
  const real = await importOriginal<typeof import('./components')>();
  const Boom = () => {
    throw new Error('boom');
  };
  const Counted = ({ id }: { id: string }) => {
    renders.count++;
    return <p>counted {id}</p>;
  };
  const { useInFirstScreen } = await import('./screen');
  const Screen = ({ id }: { id: string }) => (
    <p>
      {id}: {useInFirstScreen() ? 'first screen' : 'later'}
    </p>
  );
  return {
    ...real,
    COMPONENTS: {
      ...real.COMPONENTS,
      screen: lazy(async () => ({ default: Screen })),
      boom: lazy(async () => ({ default: Boom })),
      counted: lazy(async () => ({ default: Counted })),
    },
  };
});

const doc = (components: StateLayout['layout']['params']['components']): StateLayout => ({
  title: { uz: 'Синов' },
  state: 'app.sitemap',
  order: 999,
  layout: { component: 'stateLayout', params: { layout: 'main-sidebar', components } },
  is_new: false,
  regeneration: false,
});

const heading = (id: string, text: string, container = 'main') => ({
  id,
  component: 'title',
  version: 1,
  container,
  params: { text: { uz: text }, level: 2 },
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LayoutView', () => {
  it('tells the widgets of the first screen (the top region, the first of main) from the others', async () => {
    const at = (id: string, container: string) => ({
      id,
      component: 'screen',
      version: 1,
      container,
      params: {},
    });
    renderWithRuntime(
      <LayoutView
        layout={doc([
          at('t1', 'top'),
          at('t2', 'top'),
          at('m1', 'main'),
          at('m2', 'main'),
          at('a1', 'aside'),
          at('b1', 'bottom'),
        ])}
      />,
    );
    await screen.findByText('b1: later');
    expect(screen.getByText('t1: first screen')).toBeTruthy();
    expect(screen.getByText('t2: first screen')).toBeTruthy();
    expect(screen.getByText('m1: first screen')).toBeTruthy();
    expect(screen.getByText('m2: later')).toBeTruthy();
    expect(screen.getByText('a1: later')).toBeTruthy();
    // Widgets past the first screen are laid out when they come near the viewport (base.css).
    expect(document.querySelector('[data-widget-id="m2"]')?.hasAttribute('data-later')).toBe(true);
    expect(document.querySelector('[data-widget-id="m1"]')?.hasAttribute('data-later')).toBe(false);
  });

  it('counts a heading above the main region’s first widget as taking no screen (a list page’s list)', async () => {
    const at = (id: string) => ({ id, component: 'screen', version: 1, container: 'main', params: {} });
    renderWithRuntime(<LayoutView layout={doc([heading('h', 'Архив'), at('list'), at('more')])} />);
    await screen.findByText('more: later');
    expect(screen.getByText('list: first screen')).toBeTruthy();
  });

  it('renders each widget in its template region, in order', async () => {
    const { container } = renderWithRuntime(
      <LayoutView
        layout={doc([heading('a', 'Биринчи'), heading('b', 'Ён панел', 'aside'), heading('c', 'Иккинчи')])}
      />,
    );
    await screen.findByText('Иккинчи');
    const main = container.querySelector('[data-region="main"]');
    const aside = container.querySelector('[data-region="aside"]');
    expect([...(main?.querySelectorAll('h2') ?? [])].map((h) => h.textContent)).toEqual([
      'Биринчи',
      'Иккинчи',
    ]);
    expect(aside?.textContent).toBe('Ён панел');
  });

  it('contains a widget that throws: the rest of the page renders, visitors see no trace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderWithRuntime(
      <LayoutView
        layout={doc([
          heading('a', 'Олдин'),
          { ...heading('x', ''), component: 'boom' },
          heading('b', 'Кейин'),
        ])}
      />,
    );
    await screen.findByText('Кейин');
    expect(screen.getByText('Олдин')).toBeTruthy();
    expect(container.querySelector('[data-widget="boom"]')?.textContent).toBe('');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows admins a marker for a widget that throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithRuntime(<LayoutView layout={doc([{ ...heading('x', ''), component: 'boom' }])} />, {
      isAdmin: true,
    });
    expect((await screen.findByRole('note')).textContent).toContain('boom');
  });

  it('renders nothing for an unknown or invalid component for visitors, a logged marker for admins', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const layout = doc([
      heading('ok', 'Бор'),
      { ...heading('ghost', ''), component: 'noSuchWidget' },
      heading('bad', 'Ёмон'),
    ]);
    const invalid = new Map([['bad', 'title (bad): params.level must be <= 4']]);
    const visitor = renderWithRuntime(<LayoutView layout={layout} invalid={invalid} />);
    await screen.findByText('Бор');
    expect(screen.queryByText('Ёмон')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('noSuchWidget'));
    visitor.unmount();
    renderWithRuntime(<LayoutView layout={layout} invalid={invalid} />, { isAdmin: true });
    const notes = await screen.findAllByRole('note');
    expect(notes.map((n) => n.textContent)).toEqual([
      expect.stringContaining('unknown component "noSuchWidget"'),
      expect.stringContaining('params.level must be <= 4'),
    ]);
  });

  it('a session becoming known (an admin, say) renders no widget again; only the markers appear', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let session: Session = UNKNOWN_SESSION;
    const listeners = new Set<() => void>();
    const source: SessionSource = {
      subscribe: (l) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      get: () => session,
      getServer: () => UNKNOWN_SESSION,
    };
    const counted = (id: string) => ({ ...heading(id, ''), component: 'counted', params: {} });
    const layout = doc([
      counted('c1'),
      counted('c2'),
      { ...heading('ghost', ''), component: 'noSuchWidget' },
    ]);
    renderWithRuntime(
      <SessionContext.Provider value={source}>
        <LayoutView layout={layout} />
      </SessionContext.Provider>,
    );
    await screen.findByText('counted c2');
    const before = renders.count;
    expect(screen.queryByRole('note')).toBeNull();
    act(() => {
      session = { ...UNKNOWN_SESSION, status: 'known', user: testUser({ roles: ['user', 'admin'] }) };
      for (const l of listeners) l();
    });
    expect((await screen.findByRole('note')).textContent).toContain('noSuchWidget');
    expect(renders.count).toBe(before);
  });
});
