import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { auth, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/** The newsroom keeps the search index in step (issues 26 and 27): what visitors see, search finds. */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp({ seedDemo: false });
  const account = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'editor'] })
    .where(eq(users.id, account.user._id));
  editor = account.token;
}, 60_000);
afterAll(() => t.close());

const found = async (q: string) => {
  const res = await t.app.inject({ url: `/uz/api/search.json?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { _id?: string; id?: string }[] }).data.map((hit) => hit._id ?? hit.id);
};

describe('search follows the newsroom', () => {
  it('finds a news item once published, in either script, and no longer once taken down', async () => {
    const document = {
      _id: 'qoraqalpoq-festival',
      type: 'tv',
      title: { uz: 'Қорақалпоғистонда бахши фестивали' },
      date: new Date(Date.now() - 60_000).toISOString(),
    };
    const draft = await t.app.inject({
      method: 'POST',
      url: '/uz/api/newsroom/news.json',
      headers: auth(editor),
      payload: { document, action: 'draft' },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(await found('бахши фестивали')).not.toContain(document._id);

    const published = await t.app.inject({
      method: 'PUT',
      url: `/uz/api/newsroom/news/${document._id}.json`,
      headers: { ...auth(editor), 'if-match': '"1"' },
      payload: { document, action: 'publish' },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await found('бахши фестивали')).toContain(document._id);
    expect(await found('baxshi festivali')).toContain(document._id);

    const down = await t.app.inject({
      method: 'PUT',
      url: `/uz/api/newsroom/news/${document._id}.json`,
      headers: { ...auth(editor), 'if-match': '"2"' },
      payload: { document, action: 'unpublish' },
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(await found('baxshi festivali')).not.toContain(document._id);
  });
});
