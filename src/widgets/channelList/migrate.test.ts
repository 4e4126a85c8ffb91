import { describe, expect, it } from 'vitest';
import v1 from '../../../tests/fixtures/layouts/channel-list-v1.json';
import { WIDGET_META } from '../meta';
import { checkLayout } from '../validate';
import channelList from './meta';

/**
 * channelList v1 → v2 (`regional: boolean` → `scope`), proved on a layout stored with v1 params
 * (tests/fixtures/layouts/channel-list-v1.json): the read path and the save path both run it.
 */
describe('channelList migrations', () => {
  it('is at version 2 with a migration from 1', () => {
    expect(channelList.schema.version).toBe(2);
    expect(channelList.migrate?.[1]).toBeTypeOf('function');
  });

  it('brings a stored v1 layout to v2: regional true → scope regional, false → every channel', () => {
    const check = checkLayout(v1, WIDGET_META);
    expect(check.issues).toEqual([]);
    const [regional, every] = check.document?.layout.params.components ?? [];
    expect(regional).toMatchObject({ version: 2, params: { type: 'radio', scope: 'regional', count: 4 } });
    expect(regional?.params).not.toHaveProperty('regional');
    expect(every).toMatchObject({ version: 2, params: { count: 8 } });
    expect(every?.params).not.toHaveProperty('regional');
    expect(every?.params).not.toHaveProperty('scope');
  });

  it('refuses v1 params under version 2 (the old field is unknown there)', () => {
    const stale = structuredClone(v1);
    for (const c of stale.layout.params.components) c.version = 2;
    const check = checkLayout(stale, WIDGET_META);
    expect(check.ok).toBe(false);
    expect(check.issues[0]).toMatchObject({ componentId: 'regional-radio', component: 'channelList' });
  });
});
