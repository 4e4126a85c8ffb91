import type { FirstRead } from '@core/first-read';
import { deepFreeze } from '@core/freeze';
import { inLanguage, type Lang } from '@core/lang';

/**
 * The cuts of kept answers, by answer, then by language and cut (`FirstRead.key`). A kept answer
 * is frozen and shared by the renders of its minute (src/server/ssr/reads.ts): its cut is made
 * once, frozen too, and its boot JSON written once (boot.ts `serializeBoot` remembers a frozen
 * answer's), instead of once per render (issue 23: cutting, language and JSON were ~5 % of an
 * uncached page's CPU). Held weakly: an answer's cuts go with it.
 */
const cuts = new WeakMap<object, Map<string, unknown>>();

export function firstPart(answer: unknown, first: FirstRead, lang: Lang): unknown {
  const kept = answer !== null && typeof answer === 'object' && Object.isFrozen(answer);
  if (!kept || first.key === undefined) return inLanguage(first(answer), lang);
  let byCut = cuts.get(answer);
  if (!byCut) {
    byCut = new Map();
    cuts.set(answer, byCut);
  }
  const name = `${lang} ${first.key}`;
  let part = byCut.get(name);
  if (part === undefined) {
    part = deepFreeze(inLanguage(first(answer), lang));
    byCut.set(name, part);
  }
  return part;
}
