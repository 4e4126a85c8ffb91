import { browserCatalogue } from '@core/i18n/instance';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { editorT } from './i18n';
import ru from './texts/ru.json';

beforeAll(async () => {
  await browserCatalogue().changeLanguage('ru');
  browserCatalogue().addResourceBundle('ru', 'editor', ru);
});

describe("the editor's t", () => {
  it('interpolates each value, and answers the same question again from its map, not from the catalogue', () => {
    const t = editorT('ru');
    const lookups = vi.spyOn(browserCatalogue(), 't');
    expect(t('frame.drag', { name: 'Заголовок' })).toBe(
      'Переместить «Заголовок» (перетащите или нажмите Пробел и стрелки)',
    );
    expect(t('frame.drag', { name: 'Текст' })).toContain('«Текст»');
    expect(t('frame.moveUp')).toBe('Выше');
    const asked = lookups.mock.calls.length;
    expect(asked).toBe(3);
    for (let i = 0; i < 300; i++) {
      expect(t('frame.drag', { name: 'Заголовок' })).toContain('«Заголовок»');
      expect(t('frame.moveUp')).toBe('Выше');
    }
    expect(lookups.mock.calls.length).toBe(asked);
    lookups.mockRestore();
  });
});
