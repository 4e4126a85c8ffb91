import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../api/token';

vi.mock('../shell/toast', () => ({ toast: vi.fn(async () => 1) }));
// The chunks themselves are not this test's subject.
vi.mock('./EditorHost', () => ({ default: () => null }));
vi.mock('./Editor', () => ({ default: () => null }));

const { isEditorLink, startEditorFromUrl } = await import('./load');
const { takeAnsweredLayoutRead, takeEarlyLayoutRead } = await import('./early-read');
const { layoutReadEarly } = await import('./api');

let seen: Request[] = [];

beforeEach(() => {
  seen = [];
  localStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    seen.push(input as Request);
    const status = new URL((input as Request).url).pathname.includes('forbidden') ? 403 : 200;
    return new Response(
      JSON.stringify({
        data: { _id: 'x', template: 'one-column' },
        meta: { source: 'stored', revision: 3, updated_at: null },
      }),
      { status, headers: { etag: '"v1"' } },
    );
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const jwt = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

describe("an editor link at the browser's start", () => {
  it('is a page address with ?editor=layout or ?editor=preview', () => {
    expect(isEditorLink('?editor=layout')).toBe(true);
    expect(isEditorLink('?page=2&editor=preview')).toBe(true);
    expect(isEditorLink('?page=2')).toBe(false);
    expect(isEditorLink('?editor=other')).toBe(false);
  });

  it("reads the page's layout at once, fresh, with the token, for the editor to take once", async () => {
    localStorage.setItem(TOKEN_KEY, jwt());
    expect(startEditorFromUrl('?editor=layout', 'app.sitemap')).toBe('layout');
    const read = takeEarlyLayoutRead('app.sitemap');
    expect(read).toBeDefined();
    const done = await read;
    expect(done?.response.headers.get('etag')).toBe('"v1"');
    expect(done?.body).toMatchObject({ meta: { revision: 3 } });
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/uz/api/state/app.sitemap.json');
    expect(seen[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    // Taken once: a later opening of the editor reads the server's version again.
    expect(takeEarlyLayoutRead('app.sitemap')).toBeUndefined();
    expect(takeAnsweredLayoutRead('app.sitemap')).toBeUndefined();
  });

  it('hands the editor an answered read at once (its first render opens on it), once', async () => {
    localStorage.setItem(TOKEN_KEY, jwt());
    expect(startEditorFromUrl('?editor=preview', 'app.news.list')).toBe('preview');
    // Not answered yet: nothing at once, the editor's query waits for the read instead.
    expect(layoutReadEarly('app.news.list')).toBeUndefined();
    await vi.waitFor(() => expect(takeAnsweredLayoutRead('app.news.list')).toBeDefined());
    expect(takeEarlyLayoutRead('app.news.list')).toBeUndefined();

    startEditorFromUrl('?editor=layout', 'app.person.list');
    await vi.waitFor(() => expect(layoutReadEarly('app.person.list')).toBeDefined(), { timeout: 1000 });
    expect(seen).toHaveLength(2);
  });

  it('opens the editor at once only on a 200: a refused read is left to the editor to report', async () => {
    localStorage.setItem(TOKEN_KEY, jwt());
    startEditorFromUrl('?editor=layout', 'app.forbidden');
    const read = takeEarlyLayoutRead('app.forbidden');
    expect((await read)?.response.status).toBe(403);
    startEditorFromUrl('?editor=layout', 'app.forbidden');
    await new Promise((r) => setTimeout(r, 20));
    expect(takeAnsweredLayoutRead('app.forbidden')).toBeUndefined();
    expect(takeEarlyLayoutRead('app.forbidden')).toBeDefined();
  });

  it('reads nothing without a session, or without ?editor=, or without a state', () => {
    expect(startEditorFromUrl('?editor=layout', 'app.home')).toBeNull();
    localStorage.setItem(TOKEN_KEY, jwt());
    expect(startEditorFromUrl('', 'app.home')).toBeNull();
    expect(startEditorFromUrl('?editor=nonsense', 'app.home')).toBeNull();
    expect(startEditorFromUrl('?editor=layout', undefined)).toBe('layout');
    expect(takeEarlyLayoutRead('app.home')).toBeUndefined();
    expect(seen).toHaveLength(0);
  });
});
