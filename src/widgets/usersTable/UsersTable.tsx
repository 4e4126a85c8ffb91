import { dateFormat } from '@core/dates';
import { useT } from '@core/i18n/react';
import { useSearchParams } from '@core/router';
import type { User } from '@core/schemas/auth';
import { SignedIn } from '../_kit/account/SignedIn';
import { Pagination } from '../_kit/list/Pagination';
import { parsePage } from '../_kit/list/pages';
import { useApi, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { UsersTableParams } from './meta';

/** Spec §9 profile table: page 1, 10 per page. */
const PAGE_SIZE = 10;

function Table() {
  const t = useT('usersTable');
  const { lang } = useRuntime();
  const users = useApi<User[]>('users', { count: 'all' }, { quiet: true, staleTime: 0 });
  const [search] = useSearchParams();
  const all = users.data?.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  // `?page=` in the address, as every list (one Pagination); a malformed or past page reads as the nearest.
  const page = Math.min(parsePage(search.get('page')) ?? 1, pages);
  const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const formatDate = dateFormat(lang, 'date');
  return (
    <>
      <table className="w-account__table">
        <caption>{t('me.users.caption', { total: users.data?.meta.total ?? all.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('me.users.username')}</th>
            <th scope="col">{t('me.users.name')}</th>
            <th scope="col">{t('me.users.email')}</th>
            <th scope="col">{t('me.users.roles')}</th>
            <th scope="col">{t('me.users.phone')}</th>
            <th scope="col">{t('me.users.created')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((u) => (
            <tr key={u._id}>
              <th scope="row">{u.username}</th>
              <td>{u.displayName}</td>
              <td>{u.email ?? '—'}</td>
              <td>{u.roles.join(', ')}</td>
              <td>{u.phone ?? '—'}</td>
              <td>{formatDate(new Date(u.created))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="w-account__row" aria-live="polite">
        {t('me.users.page', { page, pages })}
      </p>
      <Pagination page={page} pages={pages} />
    </>
  );
}

/** Every user (admins only: GET /users?count=all), 10 a page (spec §9 profile table). */
export default function UsersTable(_props: WidgetProps<UsersTableParams>) {
  const t = useT('usersTable');
  return (
    <SignedIn label={t('me.users.caption', { total: '' })} minHeight="28rem">
      {() => <Table />}
    </SignedIn>
  );
}
