import { BREAKING_PATH, breakingCurrent } from '@core/breaking';
import { useT } from '@core/i18n/react';
import { whenIdle } from '@core/idle';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import type { Breaking as BreakingData } from '@core/schemas/breaking';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, useApi, useHydrated, useRuntime } from '@widgets/runtime';
import { useEffect, useState } from 'react';

/** sessionStorage: the ids of the banners this tab's visitor hid. */
export const DISMISSED_KEY = 'efir_breaking_hidden';

function dismissedIds(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function dismiss(id: string) {
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissedIds(), id].slice(-20)));
  } catch {
    // Storage refused (private mode, full): hidden for this page only.
  }
}

/**
 * Listens for the newsroom's banner once the page is idle (decision 036): the socket code and
 * socket.io-client are chunks of their own, loaded after the page started, never in its initial JS.
 */
function useLiveBanner() {
  const client = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = () =>
      whenIdle(() => {
        void import('./breaking-live').then(({ listenForBreaking }) => {
          if (cancelled) return;
          stop = listenForBreaking({
            changed: (data) => client.setQueryData(apiKey(BREAKING_PATH), { data, meta: {} }),
            // (Re)connected: whatever was missed meanwhile is read again.
            connected: () => void client.invalidateQueries({ queryKey: apiKey(BREAKING_PATH) }),
          });
        });
      }, 5000);
    let cancelIdle: (() => void) | null = null;
    const onLoad = () => {
      cancelIdle = start();
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', onLoad);
      cancelIdle?.();
      stop?.();
    };
  }, [client]);
}

/**
 * The breaking-news banner at the top of every page (issue 26): server-rendered from the page's
 * boot data, updated live when the newsroom raises, replaces or lowers it, hidden when its time is
 * up or when the visitor hides it (remembered for the tab, per banner). A polite live region: a
 * banner that arrives while the page is open is read out once, without interrupting.
 */
export function Breaking() {
  const t = useT('chrome');
  const { lang } = useRuntime();
  const hydrated = useHydrated();
  const query = useApi<BreakingData | null>(BREAKING_PATH, {}, { quiet: true, staleTime: 60_000 });
  const [hidden, setHidden] = useState<string[]>([]);
  useLiveBanner();
  useEffect(() => setHidden(dismissedIds()), []);
  // Its time running out hides it, checked each minute and when the banner changes.
  const [now, setNow] = useState(() => Date.now());
  const banner = query.data?.data ?? null;
  useEffect(() => {
    if (!banner) return;
    const left = Date.parse(banner.until) - Date.now();
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(left, 0) + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [banner]);

  const shown = banner && breakingCurrent(banner, hydrated ? now : 0) && !hidden.includes(banner._id);
  return (
    <div className="breaking-region" role="status" aria-live="polite">
      {shown ? (
        <section className="breaking" data-id={banner._id} aria-label={t('breaking.label')}>
          <p className="breaking__text">
            <span className="breaking__label">{t('breaking.label')}</span>{' '}
            <span lang={banner.text[lang] ? undefined : 'uz-Cyrl'}>{pickText(banner.text, lang)}</span>
          </p>
          {banner.link ? (
            banner.link.startsWith('/') ? (
              <Link className="breaking__more" to={banner.link}>
                {t('breaking.more')}
              </Link>
            ) : (
              <a className="breaking__more" href={banner.link} rel="noopener">
                {t('breaking.more')}
              </a>
            )
          ) : null}
          <button
            type="button"
            className="breaking__hide"
            aria-label={t('breaking.hide')}
            title={t('breaking.hide')}
            onClick={() => {
              dismiss(banner._id);
              setHidden(dismissedIds().concat(banner._id));
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
