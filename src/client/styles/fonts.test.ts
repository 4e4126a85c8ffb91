import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The typeface's fallbacks (decision 028): before Inter arrives (`font-display: swap`) the text is
 * drawn in a local font resized to Inter's metrics, so the swap moves nothing (CLS 0). Read from
 * fonts.css and tokens.css themselves.
 */
const fonts = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
const tokens = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** Inter's ascent and descent in em (unitsPerEm 2048: 1984 and 494). */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;

interface Face {
  family: string;
  props: Map<string, string>;
}

function faces(css: string): Face[] {
  const uncommented = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...uncommented.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => {
    const props = new Map<string, string>();
    for (const d of (m[1] ?? '').matchAll(/([\w-]+)\s*:\s*([^;]+);/g))
      props.set(d[1] ?? '', (d[2] ?? '').replace(/\s+/g, ' ').trim());
    return { family: (props.get('font-family') ?? '').replace(/"/g, ''), props };
  });
}

const percent = (value: string | undefined) => {
  const m = /^([\d.]+)%$/.exec(value ?? '');
  if (!m) throw new Error(`not a percentage: ${value}`);
  return Number(m[1]) / 100;
};

const fallbacks = faces(fonts).filter((f) => f.family.startsWith('Inter Fallback'));
const body = /--font-body:\s*([^;]+);/.exec(tokens)?.[1]?.replace(/\s+/g, ' ') ?? '';
const stack = body.split(',').map((name) => name.trim().replace(/"/g, ''));

describe('the fallbacks of the typeface', () => {
  it("has a face for Arial, DejaVu Sans and Android's Roboto", () => {
    const locals = fallbacks.map((f) => f.props.get('src') ?? '').join(' ');
    expect(locals).toContain('local("Arial")');
    expect(locals).toContain('local("DejaVu Sans")');
    expect(locals).toContain('local("Roboto")');
    expect(fallbacks.filter((f) => f.family === 'Inter Fallback Roboto').length).toBeGreaterThan(0);
  });

  it.each(
    fallbacks.map(
      (f) => [`${f.family} ${f.props.get('unicode-range')?.split(',')[0] ?? ''}`.trim(), f] as const,
    ),
  )('%s is a local font resized to Inter: size-adjust, ascent, descent and line gap set', (_, face) => {
    const src = face.props.get('src') ?? '';
    expect(src).toMatch(/^local\(/);
    expect(src).not.toContain('url(');
    const size = percent(face.props.get('size-adjust'));
    expect(size).toBeGreaterThan(0.8);
    expect(size).toBeLessThan(1.2);
    // The overrides are of the font's resized em: times size-adjust they are Inter's own.
    expect(percent(face.props.get('ascent-override')) * size).toBeCloseTo(INTER_ASCENT, 3);
    expect(percent(face.props.get('descent-override')) * size).toBeCloseTo(INTER_DESCENT, 3);
    expect(percent(face.props.get('line-gap-override'))).toBe(0);
  });

  it('Roboto has one face for Cyrillic and one for Latin, which do not overlap', () => {
    const roboto = fallbacks.filter((f) => f.family === 'Inter Fallback Roboto');
    expect(roboto).toHaveLength(2);
    const ranges = roboto.map((f) => f.props.get('unicode-range') ?? '');
    const covers = (range: string, code: number) =>
      range.split(',').some((part) => {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
        const lo = Number.parseInt(from ?? '', 16);
        const hi = to ? Number.parseInt(to, 16) : lo;
        return code >= lo && code <= hi;
      });
    for (const ch of ['ў', 'қ', 'ғ', 'ҳ', 'ж', 'A', 'ʻ', 'ʼ', '1', '–']) {
      const code = ch.codePointAt(0) ?? 0;
      expect(
        ranges.filter((r) => covers(r, code)),
        ch,
      ).toHaveLength(1);
    }
  });

  it('every fallback is in --font-body after Inter and before the generic families', () => {
    expect(stack[0]).toBe('Inter Variable');
    const generic = stack.indexOf('system-ui');
    expect(generic).toBeGreaterThan(0);
    for (const family of new Set(fallbacks.map((f) => f.family))) {
      const at = stack.indexOf(family);
      expect(at, family).toBeGreaterThan(0);
      expect(at, family).toBeLessThan(generic);
    }
  });
});
