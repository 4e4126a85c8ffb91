import { dateFormat } from '@core/dates';
import { useT } from '@core/i18n/react';
import { useSearchParams } from '@core/router';
import type { User } from '@core/schemas/auth';
import type { ListedUser, SignInEntry } from '@core/schemas/two-factor';
import { useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { SignInsTable } from '../_kit/account/SignIns';
import { Pagination } from '../_kit/list/Pagination';
import { parsePage } from '../_kit/list/pages';
import { useApi, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { UsersTableParams } from './meta';

/** Spec §9 profile table: page 1, 10 per page. */
const PAGE_SIZE = 10;

/**
 * One admin action on a user's row: a button that sends (after `confirm`, when given), toasts the
 * answer, then reads the list again (`done`); a failure is toasted by the runtime.
 */
function UserAction({
  label,
  confirm,
  send,
  done,
}: {
  label: string;
  confirm?: string;
  send: () => Promise<{ message: string }>;
  done: () => void;
}) {
  const runtime = useRuntime();
  const [busy, setBusy] = useState(false);
  const act = async () => {
    if (confirm && !window.confirm(confirm)) return;
    setBusy(true);
    try {
      runtime.toast((await send()).message, 'success');
      done();
    } catch {
      // Toasted by the runtime.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="w-account__action" disabled={busy} onClick={() => void act()}>
      {label}
    </button>
  );
}

/** Gives or takes the editor role of `user` (PUT users/{id}/roles.json). */
function EditorToggle({ user, done }: { user: User; done: () => void }) {
  const t = useT('usersTable');
  const runtime = useRuntime();
  const isEditor = user.roles.includes('editor');
  const roles = isEditor ? user.roles.filter((r) => r !== 'editor') : [...user.roles, 'editor'];
  return (
    <UserAction
      label={t(isEditor ? 'me.users.takeEditor' : 'me.users.giveEditor', { username: user.username })}
      send={() => runtime.send('PUT', `users/${encodeURIComponent(user._id)}/roles.json`, { roles })}
      done={done}
    />
  );
}

/**
 * Resets the lost second factor of `user` (POST users/{id}/two-factor/reset.json), after a
 * confirmation: their sessions end, and they set it up again. Not offered for one's own account.
 */
function SecondFactorReset({ user, done }: { user: ListedUser; done: () => void }) {
  const t = useT('usersTable');
  const runtime = useRuntime();
  return (
    <UserAction
      label={t('me.users.resetSecondFactor', { username: user.username })}
      confirm={t('me.users.confirmReset', { username: user.username })}
      send={() => runtime.send('POST', `users/${encodeURIComponent(user._id)}/two-factor/reset.json`)}
      done={done}
    />
  );
}

/** The latest sign-ins of one user (GET users/{id}/sign-ins.json). */
function UserSignIns({ user }: { user: User }) {
  const t = useT('usersTable');
  const signIns = useApi<SignInEntry[]>(
    `users/${encodeURIComponent(user._id)}/sign-ins.json`,
    {},
    { staleTime: 0 },
  );
  if (!signIns.data) return null;
  return (
    <SignInsTable
      entries={signIns.data.data}
      caption={t('me.users.signInsOf', { username: user.username })}
    />
  );
}

function Table({ me }: { me: User }) {
  const t = useT('usersTable');
  const { lang } = useRuntime();
  const users = useApi<ListedUser[]>('users', { count: 'all' }, { quiet: true, staleTime: 0 });
  const [shownSignIns, setShownSignIns] = useState<string | null>(null);
  const [search] = useSearchParams();
  const all = users.data?.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  // `?page=` in the address, as every list (one Pagination); a malformed or past page reads as the nearest.
  const page = Math.min(parsePage(search.get('page')) ?? 1, pages);
  const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const formatDate = dateFormat(lang, 'date');
  const captionId = useId();
  return (
    <>
      <div className="w-account__scroll">
        <table className="w-account__table">
          <caption id={captionId}>
            {t('me.users.caption', { total: users.data?.meta.total ?? all.length })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('me.users.username')}</th>
              <th scope="col">{t('me.users.name')}</th>
              <th scope="col">{t('me.users.email')}</th>
              <th scope="col">{t('me.users.roles')}</th>
              <th scope="col">{t('me.users.phone')}</th>
              <th scope="col">{t('me.users.created')}</th>
              <th scope="col">{t('me.users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((u) => (
              <tr key={u._id}>
                <th scope="row">{u.username}</th>
                <td>{u.displayName}</td>
                <td>{u.email ?? '—'}</td>
                <td>
                  {u.roles.join(', ')}
                  {u.two_factor ? ` · ${t('me.users.secondFactor')}` : ''}
                </td>
                <td>{u.phone ?? '—'}</td>
                <td>{formatDate(new Date(u.created))}</td>
                <td className="w-account__row">
                  <EditorToggle user={u} done={() => void users.refetch()} />
                  {u.two_factor && u._id !== me._id ? (
                    <SecondFactorReset user={u} done={() => void users.refetch()} />
                  ) : null}
                  <button
                    type="button"
                    className="w-account__action"
                    aria-pressed={shownSignIns === u._id}
                    onClick={() => setShownSignIns(shownSignIns === u._id ? null : u._id)}
                  >
                    {t('me.users.signIns', { username: u.username })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="w-account__row" aria-live="polite">
        {t('me.users.page', { page, pages })}
      </p>
      <Pagination page={page} pages={pages} />
      {shown.map((u) => (u._id === shownSignIns ? <UserSignIns key={u._id} user={u} /> : null))}
    </>
  );
}

/**
 * Every user (admins only: GET /users?count=all), 10 a page (spec §9 profile table); an admin gives
 * or takes the editor role, resets another user's lost second factor, and reads a user's latest
 * sign-ins (issue 26).
 */
export default function UsersTable(_props: WidgetProps<UsersTableParams>) {
  const t = useT('usersTable');
  return (
    <SignedIn label={t('me.users.caption', { total: '' })} minHeight="28rem">
      {(me) => <Table me={me} />}
    </SignedIn>
  );
}
