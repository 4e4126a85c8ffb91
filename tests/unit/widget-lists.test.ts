import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The registry's lists (src/widgets/metas.gen.ts, loads.gen.ts, loaders.gen.ts) are written by
 * scripts/gen-widgets.mjs from the widget folders; `npm run build`, `npm run dev` and `npm test`
 * write them. This fails when a committed list no longer matches the folders.
 */
describe('generated widget lists', () => {
  it('match the folders of src/widgets', () => {
    let output = '';
    try {
      execFileSync('node', ['scripts/gen-widgets.mjs', '--check'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stderr?: string }).stderr ?? error);
    }
    expect(output).toBe('');
  });
});
