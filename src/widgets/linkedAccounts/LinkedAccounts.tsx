import { useT } from '@core/i18n/react';
import type { User } from '@core/schemas/auth';
import { useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { useApi, useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { LinkedAccountsParams } from './meta';

interface Provider {
  id: string;
  title: string;
}

function Accounts({ user }: { user: User }) {
  const t = useT('linkedAccounts');
  const runtime = useRuntime();
  const session = useSession();
  const providers = useApi<Provider[]>('auth/providers.json');
  const [busy, setBusy] = useState<string | null>(null);
  const linked = Object.keys(user.additionalProvidersData);
  // Never the last way to sign in (the server refuses it too).
  const canUnlink = user.hasPassword || linked.length > 1;

  const link = async (id: string) => {
    setBusy(id);
    try {
      const answer = await runtime.send<{ data: { url: string } }>('POST', `auth/oidc/${id}/link.json`);
      window.location.assign(answer.data.url);
    } catch {
      setBusy(null);
    }
  };
  const unlink = async (id: string) => {
    setBusy(id);
    try {
      const answer = await runtime.send<{ message: string; data: User }>(
        'DELETE',
        `users/accounts.json?provider=${encodeURIComponent(id)}`,
      );
      session.update(answer.data);
      runtime.toast(answer.message, 'success');
    } catch {
      // Toasted by the runtime.
    } finally {
      setBusy(null);
    }
  };

  const list = providers.data?.data ?? [];
  return (
    <>
      <p className="w-account__status">
        {user.hasPassword ? t('me.accounts.hasPassword') : t('me.accounts.noPasswordSet')}
      </p>
      {providers.isSuccess && list.length === 0 && <p>{t('me.accounts.none')}</p>}
      <ul className="w-account__providers">
        {list.map((p) => {
          const isLinked = linked.includes(p.id);
          return (
            <li key={p.id} className="w-account__row">
              <strong>{p.title}</strong>
              <span>{isLinked ? t('me.accounts.linked') : t('me.accounts.notLinked')}</span>
              {isLinked ? (
                <button
                  type="button"
                  className="w-account__action"
                  disabled={!canUnlink || busy !== null}
                  aria-describedby={canUnlink ? undefined : `last-way-${p.id}`}
                  onClick={() => unlink(p.id)}
                >
                  {t('me.accounts.unlink', { provider: p.title })}
                </button>
              ) : (
                <button
                  type="button"
                  className="w-account__action"
                  disabled={busy !== null}
                  onClick={() => link(p.id)}
                >
                  {t('me.accounts.link', { provider: p.title })}
                </button>
              )}
              {isLinked && !canUnlink && (
                <span id={`last-way-${p.id}`} className="w-account__status">
                  {t('me.accounts.lastWay')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The sign-in accounts of the signed-in user (spec §2 settings/accounts/): the site's OpenID
 * Connect providers, which are linked (`additionalProvidersData`), link and unlink; unlinking the
 * last way to sign in is disabled with the reason.
 */
export default function LinkedAccounts(_props: WidgetProps<LinkedAccountsParams>) {
  const t = useT('linkedAccounts');
  return (
    <SignedIn label={t('me.accounts.label')} minHeight="10rem">
      {(user) => <Accounts user={user} />}
    </SignedIn>
  );
}
