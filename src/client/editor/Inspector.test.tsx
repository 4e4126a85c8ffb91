import type { PlacedComponent } from '@core/schemas/layout';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { WIDGET_META, WIDGETS } from '@widgets/meta';
import type { WidgetMeta } from '@widgets/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Inspector } from './Inspector';
import { editorT } from './i18n';

afterEach(cleanup);

const t = editorT('en');

function open(meta: WidgetMeta, params: Record<string, unknown>) {
  const onChange = vi.fn<(id: string, params: Record<string, unknown>, field: string) => void>();
  const placed: PlacedComponent = {
    id: 'w1',
    component: meta.name,
    version: meta.schema.version,
    container: 'main',
    params,
  };
  const view = render(
    <Inspector
      placed={placed}
      meta={meta}
      name={meta.name}
      serverErrors={new Map()}
      onChange={onChange}
      t={t}
    />,
  );
  return { ...view, onChange };
}

/** Every widget's params worth opening: none at all, its defaults, and each example's. */
const CASES = WIDGETS.flatMap((meta) => [
  { meta, label: `${meta.name}, no params`, params: {} },
  { meta, label: `${meta.name}, its defaults`, params: { ...(meta.defaults as Record<string, unknown>) } },
  ...meta.examples.map((example) => ({
    meta,
    label: `${meta.name}, "${example.name}"`,
    params: example.params as Record<string, unknown>,
  })),
]);

describe('the settings form of every registered widget (issue 24)', () => {
  it.each(CASES)('renders every field of $label, and opening it changes nothing', ({ meta, params }) => {
    const { container, onChange } = open(meta, structuredClone(params));
    // rjsf's fallback for a schema it cannot render: "Unsupported field schema … Unknown field type".
    expect(container.textContent).not.toMatch(/Unsupported field|Unknown field type/);
    expect(container.querySelector('.unsupported-field')).toBeNull();
    // Opening the settings writes nothing into the layout: no defaults, no first option of a choice.
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the news list’s settings', () => {
  const home = {
    count: 4,
    filter: false,
    title: { uz: 'Сўнгги янгиликлар', ru: 'Последние новости', en: 'Latest news', oz: 'Soʻnggi yangiliklar' },
  };
  const meta = WIDGET_META.get('newsList') as WidgetMeta;

  it('offers the type as a select of its choices, none chosen when the params have none', () => {
    open(meta, home);
    const type = screen.getByRole('combobox', { name: /type/i }) as HTMLSelectElement;
    expect([...type.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Television', 'Radio']),
    );
    expect(type.value).toBe('');
  });

  it('writes the field the admin changed, and no default beside it', () => {
    const { onChange } = open(meta, {});
    expect((screen.getByRole('spinbutton', { name: /per page/i }) as HTMLInputElement).value).toBe('8');
    fireEvent.click(screen.getByRole('checkbox', { name: /title filter/i }));
    // The form shows `count` at its default (8) and writes only what was changed: no count, no type.
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[1]).toEqual({ filter: true });
  });

  it('writes a chosen type, and keeps the params it had', () => {
    const { onChange } = open(meta, home);
    const type = screen.getByRole('combobox', { name: /type/i }) as HTMLSelectElement;
    const radio = [...type.options].find((o) => o.textContent === 'Radio');
    fireEvent.change(type, { target: { value: radio?.value } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[1]).toEqual({ ...home, type: 'radio' });
  });
});

describe('the choices’ labels', () => {
  /** Every select of every widget's settings form, with its options' labels. */
  function selects(meta: WidgetMeta, lang: string) {
    cleanup();
    render(
      <Inspector
        placed={{
          id: 'w1',
          component: meta.name,
          version: meta.schema.version,
          container: 'main',
          params: {},
        }}
        meta={meta}
        name={meta.name}
        serverErrors={new Map()}
        onChange={() => {}}
        t={editorT(lang)}
      />,
    );
    return [...document.querySelectorAll('select')].map((s) =>
      [...s.options].filter((o) => o.value !== '').map((o) => o.textContent ?? ''),
    );
  }

  it.each(['uz', 'oz', 'ru', 'en'])(
    'names every choice of every widget in %s, never by its raw value',
    (lang) => {
      const raw = new Set([
        'tv',
        'radio',
        'all',
        'national',
        'regional',
        'title',
        'likes',
        'order',
        'small',
        'medium',
        'large',
        'checkbox',
        'plain',
        'start',
        'center',
      ]);
      let seen = 0;
      for (const meta of WIDGETS) {
        for (const labels of selects(meta, lang)) {
          for (const label of labels) {
            seen++;
            expect(raw.has(label), `${meta.name}: "${label}"`).toBe(false);
          }
        }
      }
      expect(seen).toBeGreaterThan(10);
    },
  );

  it('names a choice by what it means in its widget (a poll’s "radio" is one answer)', () => {
    expect(selects(WIDGET_META.get('channelList') as WidgetMeta, 'ru')[0]).toEqual(['Телевидение', 'Радио']);
    const poll = selects(WIDGET_META.get('pollList') as WidgetMeta, 'en').flat();
    expect(poll).toEqual(expect.arrayContaining(['Several answers', 'One answer']));
  });
});
