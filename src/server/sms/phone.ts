import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number in E.164 (`+998901234567`) when it is a valid mobile (or mobile-or-fixed) number
 * of one of `countries` (default Uzbekistan only), else null. National writings (`90 123 45 67`)
 * are read as numbers of the first country.
 */
export function normalizePhone(input: string, countries: readonly string[] = ['UZ']): string | null {
  const raw = input.trim();
  if (!/^[+\d(][\d\s()\-.]{4,30}$/.test(raw)) return null;
  const home = (countries[0] ?? 'UZ') as CountryCode;
  const digits = raw.replace(/[^\d+]/g, '');
  // "998901234567" without the plus is international too.
  const candidate = !digits.startsWith('+') && digits.length > 10 ? `+${digits}` : raw;
  const parsed = parsePhoneNumberFromString(candidate, home);
  if (!parsed?.isValid() || !parsed.country || !countries.includes(parsed.country)) return null;
  const type = parsed.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}
