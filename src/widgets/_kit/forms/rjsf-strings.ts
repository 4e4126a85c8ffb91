import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/** The words rjsf's own interface needs (buttons, empty list, yes/no…), in the interface language. */
export interface RjsfWords {
  add: string;
  remove: string;
  moveUp: string;
  moveDown: string;
  copy: string;
  /** An array item's fallback title. */
  item: string;
  empty: string;
  yes: string;
  no: string;
  newValue: string;
  /** A free key's label; `{{label}}` is the field's. */
  key(label: string): string;
  optionalAdd: string;
  optionalRemove: string;
  optionalEmpty: string;
  clear: string;
  /** A choice of schemas' option; `n` its number. */
  option(n: string): string;
  unsupported: string;
  errors: string;
  close: string;
}

/**
 * rjsf's `translateString` in the interface language: each string rjsf's core shows (the array's
 * Add, Remove, Move up/down and Copy buttons, the empty list, yes/no…) from `words`, the rest
 * (developer-facing messages of broken schemas) in rjsf's English.
 */
export function rjsfTranslator(words: RjsfWords): (key: TranslatableString, params?: string[]) => string {
  const S = TranslatableString;
  const table: Partial<Record<TranslatableString, (p: string[]) => string>> = {
    [S.AddButton]: () => words.add,
    [S.AddItemButton]: () => words.add,
    [S.RemoveButton]: () => words.remove,
    [S.MoveUpButton]: () => words.moveUp,
    [S.MoveDownButton]: () => words.moveDown,
    [S.CopyButton]: () => words.copy,
    [S.ArrayItemTitle]: () => words.item,
    [S.EmptyArray]: () => words.empty,
    [S.YesLabel]: () => words.yes,
    [S.NoLabel]: () => words.no,
    [S.NewStringDefault]: () => words.newValue,
    [S.KeyLabel]: (p) => words.key(p[0] ?? ''),
    [S.OptionalObjectAdd]: () => words.optionalAdd,
    [S.OptionalObjectRemove]: () => words.optionalRemove,
    [S.OptionalObjectEmptyMsg]: () => words.optionalEmpty,
    [S.ClearButton]: () => words.clear,
    [S.OptionPrefix]: (p) => words.option(p[0] ?? ''),
    [S.TitleOptionPrefix]: (p) => `${p[0] ?? ''}: ${words.option(p[1] ?? '')}`,
    [S.UnsupportedField]: () => words.unsupported,
    [S.ErrorsLabel]: () => words.errors,
    [S.CloseLabel]: () => words.close,
  };
  return (key, params = []) => table[key]?.(params) ?? englishStringTranslator(key, params);
}
