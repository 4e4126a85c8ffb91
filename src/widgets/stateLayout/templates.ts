/** Page templates: the regions (containers) each template offers, in reading order. */
export const TEMPLATES = {
  'one-column': ['top', 'main', 'bottom'],
  'main-sidebar': ['top', 'main', 'aside', 'bottom'],
} as const satisfies Record<string, readonly string[]>;

export type TemplateName = keyof typeof TEMPLATES;

export function isTemplate(name: string): name is TemplateName {
  return Object.hasOwn(TEMPLATES, name);
}
