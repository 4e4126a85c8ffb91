import { LANGS, type Lang } from '@core/lang';
import { NEWSROOM_TYPES, type NewsroomType } from '@core/newsroom';
import { NEWSROOM_DOCUMENTS } from '@core/schemas/newsroom';
import { TranslatableString } from '@rjsf/utils';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import Newsroom from './Newsroom';
import en from './texts/en.json';
import oz from './texts/oz.json';
import ru from './texts/ru.json';
import uz from './texts/uz.json';

const TEXTS = { uz, oz, ru, en } as const;
type Json = Record<string, unknown>;

/**
 * What a form must never show as a label, legend, option or button: the schemas' property keys
 * and choice values as written (`title`, `publish_at`, `tv`, `checkbox`…; an age rating such as
 * "12+" names itself, so values without a letter are left out), and rjsf's own English buttons.
 */
function rawWords(): Set<string> {
  const raw = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Json;
    for (const [k, v] of Object.entries((n.properties ?? {}) as Json)) {
      raw.add(k);
      walk(v);
    }
    for (const list of [n.enum, n.anyOf])
      if (Array.isArray(list))
        for (const v of list) {
          const value = v && typeof v === 'object' && 'const' in v ? (v as Json).const : v;
          if (typeof value === 'string' && /[a-z]/i.test(value)) raw.add(value);
          walk(v);
        }
    walk(n.items);
    for (const p of Object.values((n.patternProperties ?? {}) as Json)) walk(p);
  };
  for (const schema of Object.values(NEWSROOM_DOCUMENTS)) walk(schema);
  for (const s of [
    TranslatableString.AddButton,
    TranslatableString.AddItemButton,
    TranslatableString.RemoveButton,
    TranslatableString.MoveUpButton,
    TranslatableString.MoveDownButton,
    TranslatableString.CopyButton,
    TranslatableString.ArrayItemTitle,
    TranslatableString.EmptyArray,
  ])
    raw.add(s);
  return raw;
}
const RAW = rawWords();

/**
 * Every visible word of the form that names something: labels, legends, options, buttons (their
 * text, title and aria-label), less rjsf's mark of a required field ("Номи*" → "Номи").
 */
function namesIn(form: HTMLElement): string[] {
  const out: string[] = [];
  for (const el of form.querySelectorAll('label, legend, option, button, [title], [aria-label]')) {
    const text = el.textContent?.trim();
    if (text && el.matches('label, legend, option, button')) out.push(text);
    for (const attr of ['title', 'aria-label']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) out.push(value);
    }
  }
  return out.map((name) => name.replace(/\s*\*$/, ''));
}

async function openNew(type: NewsroomType, lang: Lang) {
  const t = TEXTS[lang];
  const view = renderWithRuntime(<Newsroom id="nr" params={{}} />, {
    lang,
    isAdmin: true,
    api: (path) => (path.startsWith('newsroom/') ? { data: [], meta: { pages: 1 } } : undefined),
  });
  fireEvent.change(await screen.findByLabelText(t.nr.type), { target: { value: type } });
  fireEvent.click(screen.getByRole('button', { name: t.nr.new }));
  await screen.findByRole('heading', { name: new RegExp(t.types[type]) });
  const form = view.container.querySelector('.w-nr__form') as HTMLElement;
  // Open every list twice over (menu links and their sub-links, poll answers…), so the items'
  // fields and the Move and Remove buttons show too.
  for (let round = 0; round < 3; round++)
    for (const add of form.querySelectorAll<HTMLButtonElement>('button')) {
      if (add.getAttribute('title') === t.rjsf.add || add.textContent?.trim() === t.rjsf.add)
        fireEvent.click(add);
    }
  await waitFor(() => expect(form.querySelector('input, select, textarea')).toBeTruthy());
  return { view, form };
}

afterEach(cleanup);

describe("the newsroom's forms in the interface language", () => {
  for (const lang of LANGS)
    it(`name every field, choice and button of every type in ${lang}, never by a raw schema word`, async () => {
      const t = TEXTS[lang];
      for (const type of NEWSROOM_TYPES) {
        const { view, form } = await openNew(type, lang);
        const names = namesIn(form);
        expect(names.length, type).toBeGreaterThan(0);
        expect(
          names.filter((name) => RAW.has(name)),
          `${type} (${lang})`,
        ).toEqual([]);
        // The fields are titled from the catalogue: each of the type's own fields by its label.
        const props = Object.keys((NEWSROOM_DOCUMENTS[type] as unknown as Json).properties as Json);
        for (const key of props) {
          const label = (t.field as Record<string, string>)[key];
          expect(label, `field.${key}`).toBeTruthy();
          expect(names, `${type}.${key} (${lang})`).toContain(label);
        }
        view.unmount();
      }
    });

  it('name the choices and the list buttons in the language (Uzbek Latin: a menu)', async () => {
    const { form } = await openNew('menu', 'oz');
    const names = namesIn(form);
    for (const word of [oz.choice.editor, oz.choice['*'], oz.rjsf.remove, oz.rjsf.moveDown])
      expect(names).toContain(word);
  });

  it('is axe-clean (a broadcast: references, a picture list, a choice, texts in four languages)', async () => {
    const { view } = await openNew('broadcast', 'ru');
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
