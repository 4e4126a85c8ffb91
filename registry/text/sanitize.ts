import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** URL schemes a link or image in rich text may use; anything else (javascript:, data:, vbscript:…) is dropped. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** The same rule for DOMPurify: a safe scheme, or a value that has no scheme at all (relative, #anchor). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const URL_ATTRS = new Set([
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'cite',
  'background',
]);
/** Elements rich text never needs: scripts, embedded documents, styles and form controls. */
const FORBID_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'form',
  'input',
  'button',
  'select',
  'textarea',
];
const FORBID_ATTR = ['style', 'srcdoc', 'formaction'];

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOWED_URI_REGEXP,
  RETURN_DOM_FRAGMENT: true,
};

let purifier: DOMPurify | null = null;

/** Whether a URL attribute's value is safe: relative, or with a scheme of SAFE_SCHEMES. */
export function isSafeUrl(value: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = Array.from(value)
    .filter((ch) => ch.charCodeAt(0) > 0x20 && !(ch.charCodeAt(0) >= 0x7f && ch.charCodeAt(0) <= 0x9f))
    .join('');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme === undefined || SAFE_SCHEMES.has(scheme.toLowerCase());
}

/**
 * The project's own rules, applied to what DOMPurify returns: no forbidden element, no event
 * handler or inline style, only safe URLs, and links opening a new tab get rel="noopener noreferrer".
 * In a browser DOMPurify has already done all but the last; this keeps the rules whatever the DOM.
 */
function enforce(root: DocumentFragment) {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (FORBID_TAGS.includes(el.localName)) {
      el.remove();
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const unsafe =
        name.startsWith('on') ||
        FORBID_ATTR.includes(name) ||
        (URL_ATTRS.has(name) && !isSafeUrl(attr.value));
      if (unsafe) el.removeAttribute(attr.name);
    }
    const target = el.getAttribute('target');
    if (target === null) continue;
    if (el.localName === 'a' && target === '_blank') el.setAttribute('rel', 'noopener noreferrer');
    else if (target !== '_self') el.removeAttribute('target');
  }
}

/** Sanitises rich text for display: returns HTML safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  if (!html.trim()) return '';
  purifier ??= createDOMPurify(window);
  const fragment = purifier.sanitize(html, CONFIG);
  enforce(fragment);
  const box = document.implementation.createHTMLDocument('').createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
