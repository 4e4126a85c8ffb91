import type { Check, Values } from './checks';

/**
 * Password strength (spec §5): zxcvbn-ts with its common and English dictionaries and our Uzbek
 * and Russian words (words.ts). Everything loads with the first estimate, as separate chunks, so a
 * page without a password field never downloads it.
 */

/** zxcvbn's score: 0 (guessed at once) .. 4 (very hard to guess). */
export type Score = 0 | 1 | 2 | 3 | 4;

/** The lowest score a new password may have: 2, "fair" (too guessable below). */
export const MIN_SCORE: Score = 2;

/** The meter's five levels, from the score: level n is shown at n × 20 %. */
export const LEVELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;

type Estimate = (password: string, userInputs: readonly string[]) => Score;

let loading: Promise<Estimate> | null = null;

/** Loads the estimator once (again after a failed load). */
export function loadStrength(): Promise<Estimate> {
  if (!loading) {
    loading = Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('./words'),
    ]).then(([core, common, en, words]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...en.dictionary, ...words.dictionaries() },
        useLevenshteinDistance: true,
      });
      return (password, userInputs) =>
        zxcvbn.check(password, [...words.SITE_WORDS, ...userInputs.filter(Boolean)]).score as Score;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The score of `password`, knowing the user's own words (username, e-mail, name) make it weaker. */
export async function passwordScore(password: string, userInputs: readonly string[] = []): Promise<Score> {
  return (await loadStrength())(password, userInputs);
}

/**
 * The strength check of a new password: `kit.forms:password.weak` below MIN_SCORE. `userInputs` picks
 * the user's words from the form's values. When the estimator cannot load (offline), the check
 * passes: the server checks the password too.
 */
export function strongPassword<V extends Values>(userInputs: (values: V) => string[] = () => []): Check<V> {
  return async (value, values) => {
    if (!value) return null;
    try {
      return (await passwordScore(value, userInputs(values))) < MIN_SCORE
        ? { key: 'kit.forms:password.weak' }
        : null;
    } catch {
      return null;
    }
  };
}
