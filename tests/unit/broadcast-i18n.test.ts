import en from '@core/i18n/en/broadcast.json';
import oz from '@core/i18n/oz/broadcast.json';
import ru from '@core/i18n/ru/broadcast.json';
import uz from '@core/i18n/uz/broadcast.json';
import { describe, expect, it } from 'vitest';

/** Every leaf of a resource as [dotted key, text]. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const FILES = { uz, ru, en, oz } as const;
const CYRILLIC = /[\u0400-\u04FF]/;
/** Spec §8 gives these texts literally, in Latin; uz (the shown language) shows them as given. */
const SPEC_LITERALS = new Set(['player.notLiveTitle', 'player.notLiveText']);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('broadcast translations', () => {
  const source = new Map(leaves(uz));

  it.each(Object.entries(FILES))('%s has exactly the keys of uz, with the same placeholders', (_, file) => {
    const texts = new Map(leaves(file));
    expect([...texts.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(source.get(key) ?? ''));
    }
  });

  it.each(['en', 'oz'] as const)('puts no Cyrillic on a Latin page (%s)', (lang) => {
    for (const [key, text] of leaves(FILES[lang])) expect(CYRILLIC.test(text), `${key}: ${text}`).toBe(false);
  });

  it('writes uz in Cyrillic, except the texts the spec gives literally', () => {
    for (const [key, text] of leaves(uz))
      if (!SPEC_LITERALS.has(key)) expect(CYRILLIC.test(text), `${key}: ${text}`).toBe(true);
  });

  it("has spec §8's not-live dialog, literally, in the shown language", () => {
    expect(uz.player.notLiveTitle).toBe('Not Live');
    expect(uz.player.notLiveText).toBe('Online o`chirilgan');
  });

  it('has the message of spec §8 for a missing channel', () => {
    // The spec gives the message literally; the shown language (uz) shows it as given.
    expect(uz.channelView.notSpecified).toBe('Не указан канал');
    expect(ru.channelView.notSpecified).toBe('Не указан канал');
    expect(en.channelView.notSpecified).toBe('Channel not specified');
  });
});
