import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

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

/** A DOM the sanitiser works in: the browser's `window`, or a jsdom window on the server. */
export type SanitizerWindow = WindowLike & { document: Document };

let installed: SanitizerWindow | null = null;
let purifier: { win: SanitizerWindow; purify: DOMPurify } | null = null;

/**
 * Gives the sanitiser a DOM where there is no global `window` (the server installs a jsdom
 * window through `installServerDom`). The browser needs no call: the global `window` serves.
 */
export function setSanitizerWindow(win: SanitizerWindow | null): void {
  installed = win;
  purifier = null;
}

/** The installed window, else the global one; read per call, never at module scope (SSR-safe). */
function sanitizer(): { win: SanitizerWindow; purify: DOMPurify } {
  const win = installed ?? (typeof window === 'undefined' ? null : window);
  if (!win)
    throw new Error('sanitizeHtml needs a DOM: call setSanitizerWindow (installServerDom on the server)');
  if (purifier?.win !== win) purifier = { win, purify: createDOMPurify(win) };
  return purifier;
}

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

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Text as a reader compares it: NFC, runs of white space as one space, trimmed. */
const plain = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Drops the first block of `root` when its text is `lead`: an article shows its lead above the
 * body, and a newsroom often pastes the lead into the body too (issue 24). Only a first block
 * (nothing but white space before it) that is the lead and nothing more goes.
 */
function dropLead(root: DocumentFragment, lead: string) {
  const wanted = plain(lead);
  if (!wanted) return;
  for (const node of Array.from(root.childNodes)) {
    const text = plain(node.textContent ?? '');
    if (node.nodeType === ELEMENT_NODE) {
      if (text === wanted) node.remove();
      return;
    }
    // Text before any block: the body does not open with a paragraph of its own.
    if (node.nodeType === TEXT_NODE && text) return;
  }
}

/**
 * Sanitises rich text for display: returns HTML safe to set as innerHTML. The same rules run in
 * the browser and on the server (pushed HTML snapshots, server rendering of the text widget).
 * With `lead`, a first paragraph repeating the lead shown above the text is left out.
 */
export function sanitizeHtml(html: string, options: { lead?: string } = {}): string {
  if (!html.trim()) return '';
  const { win, purify } = sanitizer();
  const fragment = purify.sanitize(html, CONFIG);
  enforce(fragment);
  if (options.lead) dropLead(fragment, options.lead);
  // Serialised in an inert document: nothing in it loads (images) or runs.
  const box = win.document.implementation.createHTMLDocument('').createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
