import { useT } from '@core/i18n/react';
import { useLocation } from '@core/router';
import type { MouseEvent } from 'react';
import { useRuntime } from '../../runtime';

/** The address shared: this page's, without a fragment (its `?lang=` kept: the page as it is read). */
export function sharedUrl(location: { origin: string }, pathname: string, search: string): string {
  return `${location.origin}${pathname}${search}`;
}

/**
 * What sharing does (issue 24): the device's own share sheet where the browser has one (Web Share
 * API), else the address copied to the clipboard, said by a toast (its failure too, with the
 * address to copy by hand). A share the visitor cancels says nothing.
 */
export async function share(
  data: { title: string; url: string },
  nav: Pick<Navigator, 'share' | 'clipboard'> | undefined,
  say: (message: string, kind: 'success' | 'error') => void,
  texts: { copied: string; failed: string },
): Promise<void> {
  if (typeof nav?.share === 'function') {
    try {
      await nav.share(data);
      return;
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return;
      // Refused (not allowed here, say): the address is copied instead.
    }
  }
  try {
    if (!nav?.clipboard) throw new Error('no clipboard');
    await nav.clipboard.writeText(data.url);
    say(texts.copied, 'success');
  } catch {
    say(texts.failed, 'error');
  }
}

/**
 * A detail page's share action. The server renders it as a link to the page itself (its permalink:
 * without script a visitor copies or long-presses it, as any link); once hydrated, activating it
 * shares the page (`share`). A link, as what it shares is this address; 44 px tall.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useT('kit.content');
  const { pathname, search } = useLocation();
  const runtime = useRuntime();
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for (modifier keys): the link does what a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const url = sharedUrl(window.location, pathname, search);
    void share(
      { title, url },
      typeof navigator === 'undefined' ? undefined : navigator,
      (message, kind) => runtime.toast(message, kind),
      { copied: t('share.copied'), failed: t('share.failed', { url }) },
    );
  };
  return (
    <a className="c-share" href={`${pathname}${search}`} title={t('share.title')} onClick={press}>
      <svg
        className="c-share__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      <span>{t('share.action')}</span>
    </a>
  );
}
