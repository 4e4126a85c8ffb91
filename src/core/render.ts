import type { Lang } from './lang';
import type { Query } from './query';

/**
 * The contract between the server and the client's server renderer (src/client/entry-server.tsx):
 * the server hands a request and a way to read the API; the renderer answers a redirect or a page.
 * Neither side imports the other (design §4); the server loads the built renderer as a module.
 */
export interface RenderInput {
  /** The absolute URL asked for (the origin does not matter). */
  url: string;
  lang: Lang;
  product: string;
  /** The time to render for (ms): on-air and schedules show this minute. */
  now: number;
  /** Reads an API resource under `/uz/api/`; rejects with an `ApiError` (status and message). */
  fetchJson(path: string, query?: Query): Promise<unknown>;
}

export interface RenderedRedirect {
  kind: 'redirect';
  status: number;
  location: string;
}

/**
 * Id of the `<script type="application/json">` the server puts the page's start-up data in, right
 * after the page's markup: the browser's start reads it (src/client/main.tsx), and the document
 * holds rendering until it is parsed (src/server/ssr/pages.ts, `RENDER_AFTER_MARKUP`).
 */
export const BOOT_ELEMENT_ID = 'efir-boot';

export interface RenderedPage {
  kind: 'page';
  status: number;
  state: string;
  routeParams: Record<string, string | undefined>;
  /** The markup inside `#root`. */
  html: string;
  /** The `<script type="application/json" id="efir-boot">` element (`BOOT_ELEMENT_ID`). */
  bootScript: string;
  /** The widgets on the page, for their chunks' preload hints. */
  widgets: string[];
  /** What the render read from the API for a path and query (for the page's SEO data). */
  read<T>(path: string, query?: Query): T | undefined;
  /** A read failed for a reason other than the request (a 5xx): the page is not to be cached. */
  transientFailure: boolean;
}

export type RenderOutput = RenderedRedirect | RenderedPage;

export type PageRenderer = (input: RenderInput) => Promise<RenderOutput>;
