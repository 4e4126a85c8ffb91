import { CHANNELS } from '@demo/data';
import { describe, expect, it } from 'vitest';
import { colorOf, contrast, INK_DARK, INK_LIGHT, inkOn, monogram } from './monogram';

describe("a channel's monogram", () => {
  it("is the initials of the name in the page's script, numbers whole, connectives skipped", () => {
    expect(monogram('Ўзбекистон')).toBe('Ў');
    expect(monogram('Ўзбекистон 24')).toBe('Ў24');
    expect(monogram('Uzbekistan 24')).toBe('U24');
    expect(monogram('Маданият ва маърифат')).toBe('ММ');
    expect(monogram('Madaniyat va ma’rifat')).toBe('MM');
    expect(monogram('Культура и просвещение')).toBe('КП');
    expect(monogram('Дунё бўйлаб')).toBe('ДБ');
    expect(monogram('Oʻzbekiston')).toBe('Oʻ');
    expect(monogram('Shahar radiosi')).toBe('ShR');
    expect(monogram('  ')).toBe('?');
  });

  it('is never in Latin on a Cyrillic name (the defect of the drawn logos)', () => {
    for (const channel of CHANNELS) {
      const uz = channel.title.uz ?? '';
      expect(monogram(uz), uz).not.toMatch(/[A-Za-z]/);
    }
  });

  it('reads on its colour: letters at AA contrast on every demo channel and drawn colour', () => {
    const colours = [...CHANNELS.map((c) => colorOf(c.id, c.color)), ...CHANNELS.map((c) => colorOf(c.id))];
    for (const colour of colours) expect(contrast(inkOn(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
    expect(inkOn('#f08c00')).toBe(INK_DARK);
    expect(inkOn('#0b3d91')).toBe(INK_LIGHT);
  });

  it("keeps the newsroom's colour and draws the same one for an id every time", () => {
    expect(colorOf('sport', '#C2255C')).toBe('#c2255c');
    expect(colorOf('sport', 'red')).toBe(colorOf('sport'));
    expect(colorOf('sport')).toMatch(/^#[0-9a-f]{6}$/);
    expect(colorOf('sport')).not.toBe(colorOf('yoshlar'));
  });
});
