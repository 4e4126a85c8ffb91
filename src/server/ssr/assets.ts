import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { widgetModule } from '@widgets/modules';
import { jsonForScript } from './seo';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The script that starts the app after a page's largest picture (public/after-picture.js). */
export const AFTER_PICTURE_SCRIPT = '/after-picture.js';
/** The id of the list of the app's scripts that script starts. */
export const PARKED_SCRIPTS_ID = 'efir-scripts';

const MODULE_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** How a picture is marked as the page's largest paint (the slider's first slide, a list's first cards). */
const HIGH_PRIORITY = /\bfetchpriority="high"/gi;

/**
 * Whether `body` has an `<img>` with `fetchpriority="high"`: each such attribute is looked up
 * and the tag it is in checked (a pattern from every `<img` tried every tag of a 100 KB body).
 */
function hasLargestPicture(body: string): boolean {
  for (const m of body.matchAll(HIGH_PRIORITY)) {
    const open = body.lastIndexOf('<', m.index);
    if (/^<img\b/i.test(body.slice(open, open + 5)) && body.indexOf('>', open) > m.index) return true;
  }
  return false;
}

/**
 * How a document's scripts (the entry and its `modulepreload`s, in its head) are fetched. The
 * page arrives rendered, and its scripts only hydrate it:
 * - a page whose first screen has a picture marked as its largest paint gets them after that
 *   picture is on screen: they leave the head for a list (`#efir-scripts`) that
 *   public/after-picture.js starts once the picture has loaded and been painted (at the latest 3 s
 *   after parsing). On a slow connection the picture no longer shares it with 150 KB of scripts; a
 *   fast one loses a frame;
 * - another visitor's page fetches them at once but at low priority, yielding the network to
 *   what the first paint needs;
 * - a page opened to edit it (`?editor=`) shows nothing of its own before the editor: they keep
 *   their normal priority (Chromium holds low-priority requests back while a head is loading).
 */
export function placeScripts(doc: string, editor: boolean): string {
  if (editor) return doc;
  const end = doc.indexOf('</head>');
  const head = doc.slice(0, end);
  const body = doc.slice(end);
  if (!hasLargestPicture(body)) {
    return (
      head
        .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
        .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"') + body
    );
  }
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
  if (entries.length !== 1) return doc;
  const list = jsonForScript({ entry: entries[0], preload: preloads });
  return `${rest}<script type="application/json" id="${PARKED_SCRIPTS_ID}">${list}</script><script defer src="${AFTER_PICTURE_SCRIPT}"></script>${body}`;
}

/**
 * A built stylesheet as a page carries it: inlined, so that the first paint needs the HTML alone,
 * not one more round trip per sheet. With it goes a disabled `<link>` of the same file, which the
 * browser does not fetch (HTML: a disabled stylesheet link is not obtained) but which Vite's
 * preload helper reads as "already on the page": a widget chunk imported later (a client-side
 * transition to a page with the same widget) then does not load its sheet a second time. A sheet
 * that is missing or says `</style` (Vite's output never does) stays a plain link.
 */
function sheetTag(staticDir: string, file: string): string {
  const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
  const path = join(staticDir, file);
  if (!existsSync(path)) return link;
  const css = readFileSync(path, 'utf8');
  return css.includes('</style') ? link : `<style>${css}</style>${link.replace('>', ' disabled>')}`;
}

/** The built client as the page renderer needs it: the HTML shell and each widget's files. */
export interface ClientAssets {
  /** `dist/client/index.html`: head with the entry script, its preloads and CSS; an empty `#root`. */
  template: string;
  /** What makes a page's widget chunks arrive with the entry: their preloads and their stylesheets, inlined. */
  widgetLinks(widgets: readonly string[]): string;
  /** The same for the layout editor's chunks (a page opened with `?editor=`). */
  editorLinks(): string;
}

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
 * has its own stylesheet (vite.config.ts `cssCodeSplit`): a page inlines the chrome's and those
 * of its widgets, not every widget's (the home page's went from 70 to ~28 KB).
 */
export function readClientAssets(staticDir: string): ClientAssets | null {
  const indexFile = join(staticDir, 'index.html');
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(indexFile) || !existsSync(manifestFile)) return null;
  // Each stylesheet is read once, when the server starts or a page first needs it.
  const sheets = new Map<string, string>();
  const sheet = (file: string) => {
    const known = sheets.get(file);
    if (known !== undefined) return known;
    const tag = sheetTag(staticDir, file);
    sheets.set(file, tag);
    return tag;
  };
  // The shell's stylesheets (the chrome's: index.html's links), inlined.
  const template = readFileSync(indexFile, 'utf8').replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file: string) => sheet(file),
  );
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
      for (const file of chunk.css ?? []) css.push(sheet(file));
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

  return {
    template,
    widgetLinks: (widgets) => linksOfAll(widgets.map(widgetModule)),
    editorLinks: () => editorLinks,
  };
}
