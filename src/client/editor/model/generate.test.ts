import { describe, expect, it } from 'vitest';
import { generatePage, SECTION_SIZE } from './generate';
import { layoutIssues } from './testing';

describe('generatePage', () => {
  it('builds exactly n valid widgets', () => {
    for (const n of [1, 16, 17, 100, 300, 1000]) {
      const { layout, meta } = generatePage(n);
      expect(layout.layout.params.components).toHaveLength(n);
      expect(meta.n).toBe(n);
      expect(layoutIssues(layout), `n=${n}`).toEqual([]);
    }
  });

  it('mirrors the puck-bench page: counts, depths and targets', () => {
    const { meta } = generatePage(300);
    expect(meta.stats.byType).toEqual({ Heading: 88, Text: 70, Card: 70, Container: 72 });
    expect(meta.stats.byDepth).toEqual({ 1: 36, 2: 71, 3: 71, 4: 71, 5: 51 });
    expect(meta).toMatchObject({ editTargetId: 'Heading-147', deleteTargetId: 'Card-149' });
    expect(generatePage(100).meta).toMatchObject({ editTargetId: 'Heading-62', deleteTargetId: 'Card-64' });
    expect(generatePage(1000).meta).toMatchObject({
      editTargetId: 'Heading-504',
      deleteTargetId: 'Card-506',
    });
    expect(meta.depthOf['Heading-147']).toBe(5);
    expect(SECTION_SIZE).toBe(17);
  });

  it('maps the types to Efir widgets and is deterministic', () => {
    const a = generatePage(34);
    expect(a).toEqual(generatePage(34));
    const kinds = new Set(a.layout.layout.params.components.map((c) => c.component));
    expect(kinds).toEqual(new Set(['title', 'text', 'iconbox', 'accordion']));
    expect(a.layout.layout.params.components[0]).toMatchObject({
      id: 'Heading-0',
      component: 'title',
      container: 'main',
    });
  });

  it('cuts sections at the given depth, and places widgets where asked', () => {
    const shallow = generatePage(60, { depth: 2, template: 'main-sidebar', container: 'aside' });
    expect(Object.keys(shallow.meta.stats.byDepth)).toEqual(['1', '2']);
    expect(shallow.meta.editTargetId).toBeNull();
    expect(shallow.layout.layout.params.components.every((c) => c.container === 'aside')).toBe(true);
    expect(layoutIssues(shallow.layout)).toEqual([]);
  });

  it('refuses more widgets than a page holds', () => {
    expect(() => generatePage(1001)).toThrow(RangeError);
  });
});
