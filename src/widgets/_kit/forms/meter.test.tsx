import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { PasswordMeter } from './meter';
import { MIN_SCORE, passwordScore, strongPassword } from './strength';
import { dictionaries, ruOnQwerty, ruToLatin, uzToLatin } from './words';

function show(password: string, userInputs: string[] = [], lang: 'uz' | 'en' | 'ru' | 'oz' = 'en') {
  return renderWithRuntime(<PasswordMeter password={password} userInputs={userInputs} />, { lang });
}

const level = (container: HTMLElement) => container.querySelector('.f-meter')?.getAttribute('data-level');

describe('password strength meter', () => {
  it('is empty, with its box, while nothing is typed', () => {
    const { container } = show('');
    expect(level(container)).toBe('0');
    expect(container.querySelector('.f-meter__text')?.textContent).toBe('');
  });

  it.each([
    ['password', '1', 'very weak'],
    ['kitob9876', '2', 'weak'],
    ['qizil anor', '3', 'fair'],
    ['moviy osmon', '4', 'good'],
    ['qizil anor 1998!', '5', 'strong'],
  ])('shows %s at level %s (%s) in words, not colour alone', async (password, expected, words) => {
    const { container } = show(password);
    await waitFor(() => expect(level(container)).toBe(expected), { timeout: 5000 });
    expect(screen.getByText(`Password strength: ${words}`)).toBeTruthy();
  });

  it('names the level in the page language, politely announced', async () => {
    const { container } = show('password', [], 'uz');
    await waitFor(() => expect(level(container)).toBe('1'), { timeout: 5000 });
    const text = screen.getByText('Парол мустаҳкамлиги: жуда заиф');
    expect(text.getAttribute('aria-live')).toBe('polite');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("counts the user's own words against the password", async () => {
    const alone = await passwordScore('azizbek1990');
    const known = await passwordScore('azizbek1990', ['azizbek1990@example.uz', 'azizbek1990']);
    expect(known).toBeLessThan(alone === 0 ? 1 : alone);
    expect(known).toBe(0);
  });
});

describe('own word lists', () => {
  it('holds a few hundred Uzbek and Russian words each', () => {
    const d = dictionaries();
    for (const name of ['uz-cyrl', 'ru'] as const) {
      expect(d[name]?.length, name).toBeGreaterThanOrEqual(200);
      expect(d[name]?.length, name).toBeLessThanOrEqual(450);
    }
    expect(d['uz-latn']).toContain('toshkent');
    expect(d['uz-latn']).toContain("o'zbekiston");
    expect(d['uz-latn']).toContain('ozbekiston');
  });

  it('writes Uzbek in Latin, and Russian as people type it on a Latin keyboard', () => {
    expect(uzToLatin('ўзбекистон')).toBe("o'zbekiston");
    expect(uzToLatin('ғалаба')).toBe("g'alaba");
    expect(uzToLatin('ёшлик')).toBe('yoshlik');
    expect(uzToLatin('ер')).toBe('yer');
    expect(ruToLatin('жизнь')).toBe('zhizn');
    expect(ruOnQwerty('пароль')).toBe('gfhjkm');
  });

  it.each([['салом123'], ['toshkent2024'], ["o'zbekiston"], ['gfhjkm123'], ['lyubov'], ['natasha1990']])(
    'finds %s weak',
    async (password) => {
      expect(await passwordScore(password)).toBeLessThan(MIN_SCORE);
    },
  );
});

describe('strongPassword check', () => {
  it('refuses a guessable password and passes a passphrase', async () => {
    const check = strongPassword<{ p: string; u: string }>((v) => [v.u]);
    expect(await check('qwerty123', { p: '', u: '' })).toEqual({ key: 'kit.forms:password.weak' });
    expect(await check('jimjit tog‘ ortida oy', { p: '', u: '' })).toBeNull();
    expect(await check('', { p: '', u: '' })).toBeNull();
  });
});
