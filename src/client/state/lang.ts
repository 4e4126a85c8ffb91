import { atomWithStorage } from 'jotai/utils';
import { isLang, type Lang } from '../../shared/lang';

/** localStorage key of the chosen interface language. */
export const LANG_STORAGE_KEY = 'efir.lang';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored interface language, `uz` when none (or an unknown one) is stored. */
export function readStoredLang(): Lang {
  const value = storage()?.getItem(LANG_STORAGE_KEY);
  return isLang(value) ? value : 'uz';
}

const langStorage = {
  getItem: (_key: string, initial: Lang): Lang => {
    const value = storage()?.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : initial;
  },
  setItem: (key: string, value: Lang) => {
    try {
      storage()?.setItem(key, value);
    } catch {
      // Private mode or a full quota: the choice lasts for this visit only.
    }
  },
  removeItem: (key: string) => {
    try {
      storage()?.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/**
 * The interface language (spec §1): the route stays `/uz/`, the choice is kept in localStorage
 * as a plain code. Written by LanguageSwitch, read by the app for the runtime and i18next.
 */
export const langAtom = atomWithStorage<Lang>(LANG_STORAGE_KEY, 'uz', langStorage, { getOnInit: true });
