import { ROUTES } from '@core/routes';

/**
 * The page state a link opens, by the route table (src/core/routes.ts): the link's path must be
 * `/uz/` and the path of a page that is not abstract. A path without `:params` wins over one with
 * them (`password/reset/invalid/` before `password/reset/:token/`). Null for a dead link.
 */
export function pageStateOf(link: string): string | null {
  const { pathname } = new URL(link, 'https://efir.example');
  const pages = ROUTES.filter((r) => !r.abstract).sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
  for (const route of pages) {
    const pattern = route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    if (new RegExp(`^/uz/${pattern}$`).test(pathname)) return route.state;
  }
  return null;
}

/**
 * The link of a letter: the last `http(s)://…` of its text (mail/letters.ts puts the link after
 * the paragraphs, which may quote links the sender wrote).
 */
export function letterLink(text: string | undefined): string {
  return (text ?? '').match(/https?:\/\/\S+/g)?.at(-1) ?? '';
}
