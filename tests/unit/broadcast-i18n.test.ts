import { LANGS } from '@core/lang';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, type Texts } from '../helpers/texts';

/** A text of the catalogue by namespace and dotted key. */
function text(lang: (typeof LANGS)[number], ns: string, key: string): string | undefined {
  let node: string | Texts | undefined = CATALOGUE[lang][ns];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const CYRILLIC = /[\u0400-\u04FF]/;

/** The broadcast texts the spec gives literally (the rest is checked for every namespace: tests/unit/i18n.test.ts). */
describe('broadcast translations', () => {
  it("has spec §8's not-live dialog, literally, in the shown language (the player's chrome)", () => {
    expect(text('uz', 'chrome', 'player.notLiveTitle')).toBe('Not Live');
    expect(text('uz', 'chrome', 'player.notLiveText')).toBe('Online o`chirilgan');
  });

  it('has the message of spec §8 for a missing channel', () => {
    // The spec gives the message literally; the shown language (uz) shows it as given.
    expect(text('uz', 'kit.channel', 'channelView.notSpecified')).toBe('Не указан канал');
    expect(text('ru', 'kit.channel', 'channelView.notSpecified')).toBe('Не указан канал');
    expect(text('en', 'kit.channel', 'channelView.notSpecified')).toBe('Channel not specified');
  });

  it('writes the Latin pages of the broadcast widgets without Cyrillic', () => {
    for (const ns of ['kit.channel', 'kit.schedule', 'kit.player', 'channelView', 'schedule', 'onAir'])
      for (const lang of ['oz', 'en'] as const)
        expect(CYRILLIC.test(JSON.stringify(CATALOGUE[lang][ns])), `${lang} ${ns}`).toBe(false);
    expect(LANGS).toContain('oz');
  });
});
