import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * src/widgets/loads.ts is in every page's initial JS: the browser imports it to prefetch a page's
 * data on a transition. It must stay light (README "Writing a widget"): the widgets' `data.ts`
 * files and the shared constants, never a widget's meta (its JSON Schema) nor the schema library.
 */
describe('src/widgets/loads.ts', () => {
  it('imports no widget meta and no schema library', async () => {
    const result = await build({
      entryPoints: ['src/widgets/loads.ts'],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
      external: ['react', 'react-dom'],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((path) => /\/meta\.ts$/.test(path))).toEqual([]);
    expect(inputs.filter((path) => /node_modules\/(typebox|ajv)/.test(path))).toEqual([]);
    expect(inputs.some((path) => path.endsWith('src/widgets/channelList/data.ts'))).toBe(true);
  });
});
