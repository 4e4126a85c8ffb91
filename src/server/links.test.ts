import { describe, expect, it } from 'vitest';
import { pagePath, pageUrl } from './links';

describe('page links', () => {
  it('are built from the route table, with the public origin', () => {
    expect(pagePath('app.index')).toBe('/uz/');
    expect(
      pageUrl('https://efir.example', 'app.password.reset.form', { token: 'a-b_c' }, { lang: 'ru' }),
    ).toBe('https://efir.example/uz/password/reset/a-b_c/?lang=ru');
    expect(pagePath('app.admin.forms', {}, { form: 'tabriknoma', id: '42' })).toBe(
      '/uz/admin/forms/?form=tabriknoma&id=42',
    );
  });

  it('fail where they are made when the state is not a page (renamed, removed or abstract)', () => {
    expect(() => pagePath('app.admin.letters')).toThrow(/No page "app.admin.letters"/);
    expect(() => pagePath('app.my')).toThrow(/No page "app.my"/);
  });
});
