import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { settled } from './support';

/** WCAG 2.1 A and AA on the visitor pages, with every rule on: a finding is a bug to fix, not to hide. */
const PAGES = ['/uz/', '/uz/channel/', '/uz/channel/yoshlar/', '/uz/schedule/', '/uz/not-found/'];

for (const path of PAGES) {
  test(`axe finds no WCAG 2.1 A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const found = results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes
          .map(
            (n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
          )
          .join('\n')}`,
    );
    expect(found, found.join('\n')).toEqual([]);
  });
}
