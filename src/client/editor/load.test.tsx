import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../api/token';

vi.mock('../shell/toast', () => ({ toast: vi.fn(async () => 1) }));
// The chunks themselves are not this test's subject.
vi.mock('./EditorHost', () => ({ default: () => null }));
vi.mock('./Editor', () => ({ default: () => null }));

const { isEditorLink, startEditorFromUrl, takeEarlyLayoutRead } = await import('./load');

let seen: Request[] = [];

beforeEach(() => {
  seen = [];
  localStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    seen.push(input as Request);
    return new Response('{"data":{},"meta":{}}', { status: 200, headers: { etag: '"v1"' } });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const jwt = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;

describe("an editor link at the browser's start", () => {
  it('is a page address with ?editor=', () => {
    expect(isEditorLink('?editor=layout')).toBe(true);
    expect(isEditorLink('?page=2&editor=preview')).toBe(true);
    expect(isEditorLink('?page=2')).toBe(false);
  });

  it("reads the page's layout at once, fresh, with the token, for the editor to take once", async () => {
    localStorage.setItem(TOKEN_KEY, jwt());
    expect(startEditorFromUrl('?editor=layout', 'app.sitemap')).toBe(true);
    const read = takeEarlyLayoutRead('app.sitemap');
    expect(read).toBeDefined();
    expect((await read)?.headers.get('etag')).toBe('"v1"');
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/uz/api/state/app.sitemap.json');
    expect(seen[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    // Taken once: a later opening of the editor reads the server's version again.
    expect(takeEarlyLayoutRead('app.sitemap')).toBeUndefined();
  });

  it('reads nothing without a session, or without ?editor=, or without a state', () => {
    expect(startEditorFromUrl('?editor=layout', 'app.home')).toBe(false);
    localStorage.setItem(TOKEN_KEY, jwt());
    expect(startEditorFromUrl('', 'app.home')).toBe(false);
    expect(startEditorFromUrl('?editor=layout', undefined)).toBe(true);
    expect(takeEarlyLayoutRead('app.home')).toBeUndefined();
    expect(seen).toHaveLength(0);
  });
});
