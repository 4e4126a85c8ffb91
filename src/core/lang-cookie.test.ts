import { describe, expect, it } from 'vitest';
import { langFromCookie } from './lang-cookie';

describe('langFromCookie', () => {
  it('reads efir_lang among other cookies', () => {
    expect(langFromCookie('a=1; efir_lang=ru; b=2')).toBe('ru');
    expect(langFromCookie('efir_lang=oz')).toBe('oz');
    expect(langFromCookie(' efir_lang = "en" ')).toBe('en');
  });

  it('falls back to uz when the cookie is absent, unknown or malformed', () => {
    expect(langFromCookie(undefined)).toBe('uz');
    expect(langFromCookie('')).toBe('uz');
    expect(langFromCookie('efir_lang=de')).toBe('uz');
    expect(langFromCookie('efir_lang=%E0%A4%A')).toBe('uz');
    expect(langFromCookie('xefir_lang=ru; efir_lang')).toBe('uz');
  });
});
