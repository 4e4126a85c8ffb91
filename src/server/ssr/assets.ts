import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Lang } from '@core/lang';
import { widgetModule } from '@widgets/modules';
import { LRUCache } from 'lru-cache';
import { jsonForScript } from './seo';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The script that starts the app once the page's first screen is painted (public/after-paint.js). */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';
/** The id of the list of the app's scripts that script starts. */
export const PARKED_SCRIPTS_ID = 'efir-scripts';

const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * How a document's scripts (the entry and its `modulepreload`s, in its head) are fetched. The
 * page arrives rendered, and its scripts only hydrate it:
 * - a visitor's page gets them once its first screen is painted: they leave the head for a list
 *   (`#efir-scripts`) that public/after-paint.js starts after the page's largest picture (an img
 *   marked `fetchpriority="high"`: the slider's first slide, a list's first card, a recording's
 *   poster) has loaded and been painted, or after the first painted frame of a page whose largest
 *   paint is text (a heading). On a slow connection the first screen no longer shares it with
 *   150 KB of scripts (Lighthouse's simulation counts every request begun before the largest
 *   paint as needed by it); a fast one loses a frame;
 * - a page opened to edit it (`?editor=`) shows nothing of its own before the editor: they keep
 *   their place and priority.
 */
export function placeScripts(doc: string, editor: boolean): string {
  const end = doc.indexOf('</head>');
  return scriptsInHead(doc.slice(0, end), editor) + doc.slice(end);
}

/**
 * `placeScripts` on a document's head (up to `</head>`), given back with its scripts placed. The
 * page route builds the head apart from its ~100 KB body, which is never split or copied for this.
 */
export function scriptsInHead(head: string, editor: boolean): string {
  if (editor) return head;
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = head
    .replace(MODULE_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length !== 1) return head;
  const list = jsonForScript({ entry: entries[0], preload: preloads });
  return `${rest}<script type="application/json" id="${PARKED_SCRIPTS_ID}">${list}</script><script defer src="${AFTER_PAINT_SCRIPT}"></script>`;
}

/** Where a page's widgets' stylesheet is served: `/assets/page/{hash}.css?for={widgets}`. */
export const PAGE_SHEET_PATH = '/assets/page/';

/** The widgets' rules of a page as one file, and that file compressed once. */
export interface PageSheet {
  hash: string;
  css: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * A disabled link: not fetched by the browser, but Vite's preload helper counts the sheet as
 * loaded (it reads only `rel` and `href`, so the link carries nothing else).
 */
const disabledLink = (file: string) => `<link rel="stylesheet" href="/${file}" disabled>`;

/** The built client as the page renderer needs it: the HTML shell and each widget's files. */
export interface ClientAssets {
  /** `dist/client/index.html`: head with the entry script, its preloads and CSS; an empty `#root`. */
  template: string;
  /**
   * What makes a page's widget chunks arrive with the entry: their preloads, and one stylesheet of
   * their rules (`pageSheet`), with a disabled link of each chunk's own sheet.
   */
  widgetLinks(widgets: readonly string[]): string;
  /**
   * The stylesheet of these widgets (a page's, in its order) when its hash is `hash`, else null:
   * any instance of the server answers for any page, from the names in its URL.
   */
  pageSheet(hash: string, widgets: readonly string[]): PageSheet | null;
  /** The same for the layout editor's chunks (a page opened with `?editor=`). */
  editorLinks(): string;
  /**
   * A `Link` header preloading the typeface files every page in `lang` paints its text with (null
   * if the build has none): a header, not a tag, so the page's HTML carries no byte of it.
   */
  fontPreload(lang: Lang): string | null;
}

/**
 * The subsets of the typeface (src/client/styles/fonts.css) that every page in a language uses,
 * most letters first: spaces, digits and punctuation are in `latin`; Uzbek Cyrillic's qa, gha and
 * ha (U+049B, U+0493, U+04B3) only in `cyrillic-ext`. All of them are preloaded (decision 028): a
 * subset found only at layout came after the first paint, and the swap repainted the page's
 * largest text, so its LCP was the font's arrival. `latin-ext` comes only when a text asks for a
 * letter in it.
 */
const PAGE_FONTS: Record<Lang, readonly string[]> = {
  uz: ['cyrillic', 'cyrillic-ext', 'latin'],
  ru: ['cyrillic', 'latin'],
  // The language menu names Uzbek (Cyrillic) and Russian in their own scripts on every page.
  oz: ['latin', 'cyrillic'],
  en: ['latin', 'cyrillic'],
};

/** The editor's modules (src/client/editor/load.ts), as the manifest names them. */
const EDITOR_MODULES = ['src/client/editor/EditorHost.tsx', 'src/client/editor/Editor.tsx'];
/**
 * The editor's settings form (rjsf, its schema checker: 300 KB of JS, more than the editor and
 * React together), which the editor evaluates once its canvas is up: prefetched, not preloaded, so
 * that neither its download nor its compilation competes with the chunks the canvas waits for.
 */
const EDITOR_LATER_MODULES = ['src/client/editor/Inspector.tsx'];

/**
 * Reads `index.html` and Vite's manifest from the built client. A widget's chunk is the manifest
 * entry of its module (`src/widgets/{name}/{Name}.tsx`); its static imports that the entry does not
 * already load are preloaded too, so hydration never waits on a chain of requests. Each chunk
 * has its own stylesheet (vite.config.ts `cssCodeSplit`): a page links the chrome's (the shell's)
 * and one sheet of its widgets' rules, not every widget's (decision 018).
 */
export function readClientAssets(staticDir: string): ClientAssets | null {
  const indexFile = join(staticDir, 'index.html');
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(indexFile) || !existsSync(manifestFile)) return null;
  // The shell's stylesheet (the chrome's, index.html's link) stays a link to its built file: the
  // page's widgets' sheet blocks the first paint anyway, and both are cached for good, the
  // chrome's across every page (decision 018).
  const template = readFileSync(indexFile, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  const entryKey = Object.keys(manifest).find((k) => k === 'index.html') ?? '';
  const inEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  collect(entryKey, inEntry);

  const cache = new Map<string, string[]>();
  /** The links of a module of the manifest (a widget's, an editor's). */
  const linksOf = (module: string): string[] => {
    const hit = cache.get(module);
    if (hit !== undefined) return hit;
    const keys = new Set<string>();
    if (manifest[module]) collect(module, keys);
    const js: string[] = [];
    const css: string[] = [];
    for (const key of keys) {
      if (inEntry.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      js.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
      for (const file of chunk.css ?? []) css.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
    }
    const links = [...css, ...js];
    cache.set(module, links);
    return links;
  };
  const linksOfAll = (modules: readonly string[]) => [...new Set(modules.flatMap(linksOf))].join('');
  /** Prefetches of the modules' chunks that neither the entry nor `preloaded` already bring. */
  const prefetchesOf = (modules: readonly string[], preloaded: readonly string[]) => {
    const have = new Set<string>();
    for (const m of preloaded) if (manifest[m]) collect(m, have);
    const keys = new Set<string>();
    for (const m of modules) if (manifest[m]) collect(m, keys);
    return [...keys]
      .filter((key) => !inEntry.has(key) && !have.has(key) && manifest[key])
      .map((key) => `<link rel="prefetch" crossorigin href="/${manifest[key]?.file}">`)
      .join('');
  };
  const editorLinks = `${linksOfAll(EDITOR_MODULES)}${prefetchesOf(EDITOR_LATER_MODULES, EDITOR_MODULES)}`;

  /** The stylesheets of a module's chunks that the entry does not load, in the manifest's order. */
  const sheetsOf = (module: string): string[] => {
    const keys = new Set<string>();
    if (manifest[module]) collect(module, keys);
    return [...keys].flatMap((key) => (inEntry.has(key) ? [] : (manifest[key]?.css ?? [])));
  };
  // A few lists per site; the bound keeps a crafted stream of lists from growing it.
  const pageSheets = new LRUCache<string, { files: string[]; hash: string; css: string; sheet?: PageSheet }>({
    max: 1000,
  });
  /** The files, rules and content hash of a page's widgets' sheet (reading them costs little). */
  const sheetOfPage = (widgets: readonly string[]) => {
    const key = widgets.join(',');
    const known = pageSheets.get(key);
    if (known) return known;
    const files = [...new Set(widgets.flatMap((w) => sheetsOf(widgetModule(w))))].filter((f) =>
      existsSync(join(staticDir, f)),
    );
    const css = files.map((f) => readFileSync(join(staticDir, f), 'utf8')).join('\n');
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 16);
    const entry: { files: string[]; hash: string; css: string; sheet?: PageSheet } = { files, css, hash };
    pageSheets.set(key, entry);
    return entry;
  };

  const fonts = existsSync(join(staticDir, 'assets')) ? readdirSync(join(staticDir, 'assets')) : [];
  const fontLink = (subset: string) => {
    const file = fonts.find((f) => new RegExp(`^inter-${subset}-wght-normal-[\\w-]+\\.woff2$`).test(f));
    return file ? `</assets/${file}>; rel=preload; as=font; type="font/woff2"; crossorigin` : null;
  };
  const fontLinks = Object.fromEntries(
    Object.entries(PAGE_FONTS).map(([lang, subsets]) => {
      const links = subsets.map(fontLink).filter((l) => l !== null);
      return [lang, links.length ? links.join(', ') : null];
    }),
  ) as Record<Lang, string | null>;

  return {
    template,
    fontPreload: (lang) => fontLinks[lang],
    widgetLinks: (widgets) => {
      const preloads = [...new Set(widgets.map(widgetModule).flatMap(linksOf))].filter((l) =>
        l.startsWith('<link rel="modulepreload"'),
      );
      const { files, hash } = sheetOfPage(widgets);
      const link = files.length
        ? `<link rel="stylesheet" href="${PAGE_SHEET_PATH}${hash}.css?for=${widgets.map(encodeURIComponent).join(',')}">`
        : '';
      return link + files.map(disabledLink).join('') + preloads.join('');
    },
    // Compressed only once the name proves to be this content's (a made-up one costs no brotli).
    pageSheet: (hash, widgets) => {
      const entry = sheetOfPage(widgets);
      if (entry.files.length === 0 || entry.hash !== hash) return null;
      entry.sheet ??= {
        hash,
        css: entry.css,
        br: brotliCompressSync(entry.css, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip: gzipSync(entry.css, { level: 9 }),
      };
      return entry.sheet;
    },
    editorLinks: () => editorLinks,
  };
}
