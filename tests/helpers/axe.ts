import axe from 'axe-core';

/**
 * The axe-core violations in `container`, as readable lines (empty when it passes). Page-level
 * rules (landmarks, a page heading) are off: a widget is tested on its own, not as a page.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: {
      region: { enabled: false },
      'page-has-heading-one': { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(' | ')})`);
}
