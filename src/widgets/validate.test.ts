import type { PlacedComponent } from '@core/schemas/layout';
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineWidget, type WidgetMeta, widgetSchema } from './types';
import { checkLayout, checkParams, upgradeParams } from './validate';

/** Test widgets, so these tests do not depend on the real registry. */
const heading = defineWidget({
  name: 'heading',
  title: { uz: 'Сарлавҳа', ru: 'Заголовок', en: 'Heading', oz: 'Sarlavha' },
  category: 'content',
  schema: widgetSchema('heading', 1, {
    text: Type.String({ maxLength: 100 }),
    level: Type.Integer({ minimum: 1, maximum: 4 }),
  }),
  defaults: { text: '', level: 2 },
  examples: [{ name: 'A heading', params: { text: 'News', level: 1 } }],
});

/** Version 2 renamed `size` (v1) to `count` and added `title`. */
const list = defineWidget({
  name: 'list',
  title: { uz: 'Рўйхат', ru: 'Список', en: 'List', oz: 'Ro‘yxat' },
  category: 'content',
  schema: widgetSchema('list', 2, {
    count: Type.Integer({ minimum: 1, maximum: 100 }),
    title: Type.String(),
  }),
  defaults: { count: 4, title: '' },
  examples: [{ name: 'Four items', params: { count: 4, title: '' } }],
  migrate: {
    1: ({ size, ...rest }) => ({ ...rest, count: size }),
  },
});

/** Version 3 with no migration from 2, and a migration from 1 that throws. */
const broken = defineWidget({
  name: 'broken',
  title: { uz: 'Синиқ', ru: 'Сломанный', en: 'Broken', oz: 'Siniq' },
  category: 'content',
  schema: widgetSchema('broken', 3, { on: Type.Boolean() }),
  defaults: { on: false },
  examples: [{ name: 'Off', params: { on: false } }],
  migrate: {
    1: () => {
      throw new Error('cannot read v1');
    },
  },
});

const REGISTRY: ReadonlyMap<string, WidgetMeta> = new Map<string, WidgetMeta>(
  [heading, list, broken].map((w) => [w.name, w as WidgetMeta]),
);

function placed(over: Partial<PlacedComponent> = {}): PlacedComponent {
  return {
    id: 'h1',
    component: 'heading',
    version: 1,
    params: { text: 'News', level: 1 },
    container: 'main',
    ...over,
  };
}

function doc(components: unknown[], template = 'one-column') {
  return {
    title: { uz: 'Бош саҳифа', en: 'Home' },
    state: 'app.index',
    order: 1,
    layout: { component: 'stateLayout', params: { layout: template, components } },
    is_new: false,
    regeneration: false,
  };
}

describe('checkLayout', () => {
  it('accepts a valid document and applies the widgets’ defaults', () => {
    const check = checkLayout(doc([placed({ params: { text: 'News' } })]), REGISTRY);
    expect(check.issues).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.invalid).toEqual([]);
    expect(check.document?.layout.params.components[0]?.params).toEqual({ text: 'News', level: 2 });
  });

  it('names an unknown component', () => {
    const check = checkLayout(
      doc([placed(), placed({ id: 'x', component: 'nosuch', params: {} })]),
      REGISTRY,
    );
    expect(check.ok).toBe(false);
    expect(check.invalid).toEqual(['x']);
    expect(check.issues).toEqual([
      expect.objectContaining({
        path: '/layout/params/components/1',
        componentId: 'x',
        component: 'nosuch',
        field: 'component',
        message: expect.stringContaining('unknown component "nosuch"'),
      }),
    ]);
    // The rest of the page still renders.
    expect(check.document?.layout.params.components.map((c) => c.id)).toEqual(['h1', 'x']);
  });

  it('names a container that is not a region of the template', () => {
    const check = checkLayout(doc([placed({ container: 'aside' })], 'one-column'), REGISTRY);
    expect(check.ok).toBe(false);
    expect(check.invalid).toEqual(['h1']);
    expect(check.issues[0]).toMatchObject({ field: 'container', componentId: 'h1' });
    expect(check.issues[0]?.message).toContain('container "aside" is not a region of template "one-column"');
    // The same container is fine where the template has it.
    expect(checkLayout(doc([placed({ container: 'aside' })], 'main-sidebar'), REGISTRY).ok).toBe(true);
  });

  it('refuses duplicate component ids', () => {
    const check = checkLayout(doc([placed(), placed({ params: { text: 'Other', level: 2 } })]), REGISTRY);
    expect(check.ok).toBe(false);
    expect(check.invalid).toEqual(['h1']);
    expect(check.issues).toEqual([
      expect.objectContaining({
        field: 'id',
        componentId: 'h1',
        message: 'heading (h1): duplicate component id',
      }),
    ]);
  });

  it('names the field of bad params', () => {
    const check = checkLayout(doc([placed({ params: { text: 'News', level: 9 } })]), REGISTRY);
    expect(check.ok).toBe(false);
    expect(check.invalid).toEqual(['h1']);
    expect(check.issues).toEqual([
      expect.objectContaining({ componentId: 'h1', component: 'heading', field: 'params.level' }),
    ]);
    expect(check.issues[0]?.message).toMatch(/^heading \(h1\): params\.level must be <= 4$/);
  });

  it('names a params field the widget does not know', () => {
    const check = checkLayout(doc([placed({ params: { text: 'News', level: 1, colour: 'red' } })]), REGISTRY);
    expect(check.issues).toEqual([
      expect.objectContaining({
        field: 'params.colour',
        message: 'heading (h1): params.colour is not a known field',
      }),
    ]);
  });

  it('reports an unknown template', () => {
    const check = checkLayout(doc([placed()], 'three-columns'), REGISTRY);
    expect(check.ok).toBe(false);
    expect(check.issues).toEqual([
      { path: '/layout/params/layout', field: 'layout', message: 'unknown page template "three-columns"' },
    ]);
    expect(check.document).not.toBeNull();
  });

  it('leaves out a broken placed component with an issue while the others pass', () => {
    const check = checkLayout(
      doc([
        placed(),
        { component: 'heading', version: 1, params: {}, container: 'main' },
        placed({ id: 'h2' }),
      ]),
      REGISTRY,
    );
    expect(check.ok).toBe(false);
    expect(check.issues).toHaveLength(1);
    expect(check.issues[0]).toMatchObject({ path: '/layout/params/components/1', field: 'id' });
    expect(check.issues[0]?.message).toMatch(/^component 1: id must have required property 'id'$/);
    expect(check.invalid).toEqual([]);
    expect(check.document?.layout.params.components.map((c) => c.id)).toEqual(['h1', 'h2']);
  });

  it('refuses a version newer than the widget', () => {
    const check = checkLayout(doc([placed({ version: 2 })]), REGISTRY);
    expect(check.ok).toBe(false);
    expect(check.invalid).toEqual(['h1']);
    expect(check.issues).toEqual([
      expect.objectContaining({
        field: 'version',
        message: 'heading (h1): version 2 is newer than heading v1',
      }),
    ]);
  });

  it('migrates params from version 1 to 2 and stamps the current version', () => {
    const old = placed({ id: 'l', component: 'list', version: 1, params: { size: 8 } });
    const check = checkLayout(doc([old]), REGISTRY);
    expect(check.issues).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.document?.layout.params.components[0]).toEqual({
      ...old,
      version: 2,
      params: { count: 8, title: '' },
    });
  });

  it('reports a missing or failing migration', () => {
    const missing = checkLayout(
      doc([placed({ id: 'b', component: 'broken', version: 2, params: {} })]),
      REGISTRY,
    );
    expect(missing.issues[0]).toMatchObject({ field: 'version' });
    expect(missing.issues[0]?.message).toContain('no migration of broken from version 2');
    const failing = checkLayout(
      doc([placed({ id: 'b', component: 'broken', version: 1, params: {} })]),
      REGISTRY,
    );
    expect(failing.issues[0]?.message).toContain('migration of broken from version 1 failed: cannot read v1');
    expect(failing.invalid).toEqual(['b']);
  });

  it.each([
    ['not an object', 'layout'],
    ['a missing title', { ...doc([]), title: undefined }],
    ['an unknown top-level field', { ...doc([]), extra: true }],
    [
      'a layout that is not stateLayout',
      { ...doc([]), layout: { component: 'title', params: { layout: 'one-column', components: [] } } },
    ],
    ['a bad state id', { ...doc([]), state: 'index' }],
  ])('returns no document when the frame is invalid: %s', (_case, input) => {
    const check = checkLayout(input, REGISTRY);
    expect(check.ok).toBe(false);
    expect(check.document).toBeNull();
    expect(check.issues.length).toBeGreaterThan(0);
  });
});

describe('checkParams', () => {
  it('returns no messages for valid params and one per problem otherwise', () => {
    expect(checkParams(heading as WidgetMeta, { text: 'News', level: 1 })).toEqual([]);
    expect(checkParams(heading as WidgetMeta, { level: 0, more: 1 })).toEqual(
      expect.arrayContaining([
        "text must have required property 'text'",
        'more is not a known field',
        'level must be >= 1',
      ]),
    );
  });
});

describe('upgradeParams', () => {
  it('applies the defaults under the params of the current version', () => {
    expect(upgradeParams(list as WidgetMeta, 2, { count: 1 })).toEqual({ params: { count: 1, title: '' } });
  });
});
