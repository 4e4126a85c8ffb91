import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href, ROUTE_BY_STATE, ROUTES } from '@core/routes';
import { isRegistered } from '@widgets/session';
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { langAtom } from '../state/lang';
import { signOut } from '../state/session';
import { useShownSession } from '../state/user';
import { Dropdown } from './Dropdown';

/**
 * The newsroom's pages (the users table, the requests, moderation, content, the audit log), each
 * listed in the account menu of those its roles admit (spec §6; issues 24, 26). They are hidden
 * from the sidebar and the sitemap, not from here.
 */
export const ADMIN_PAGES = ROUTES.filter(
  (r) => r.state.startsWith('app.admin.') && !r.abstract && !r.path.includes(':') && r.roles?.length,
);

function SignOutButton({ className }: { className: string }) {
  const t = useT('chrome');
  const store = useStore();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut(store);
      }}
    >
      {t('account.signOut')}
    </button>
  );
}

/**
 * The account area of the topbar (spec §4, §6). The server and the hydrating page show an empty
 * box of the final size; once the session is known it holds the sign-in and sign-up links, or, for
 * a registered user (role user or admin), the account menu: personal area, settings, admin pages
 * for admins, sign-out. A disclosure button (aria-expanded): Escape closes it and focus returns.
 */
export function Account() {
  const t = useT('chrome');
  const lang = useAtomValue(langAtom);
  const { status, user } = useShownSession();
  const title = (state: string) => pickText(ROUTE_BY_STATE.get(state)?.title, lang);

  if (status !== 'known') return <div className="account" aria-busy="true" />;
  if (!user) {
    return (
      <nav className="account" aria-label={t('account.label')}>
        <Link className="account__link" to={href('app.authentication.signin')}>
          {t('account.signIn')}
        </Link>
        <Link className="account__link" to={href('app.authentication.signup')}>
          {t('account.signUp')}
        </Link>
      </nav>
    );
  }
  // Signed in with the guest role only: not a registered user, yet able to leave (spec §6).
  if (!isRegistered(user)) {
    return (
      <div className="account">
        <SignOutButton className="account__link" />
      </div>
    );
  }
  const pages = ADMIN_PAGES.filter((route) => route.roles?.some((role) => user.roles.includes(role)));
  return (
    <nav className="account" aria-label={t('account.label')}>
      <Dropdown
        className="account__menu"
        label={
          <>
            <span className="visually-hidden">{t('account.menu')}: </span>
            <span className="account__name">{user.displayName || user.username}</span>
          </>
        }
      >
        <li>
          <Link className="dropdown__link" to={href('app.my.profile')}>
            {title('app.my')}
          </Link>
        </li>
        <li>
          <Link className="dropdown__link" to={href('app.settings.profile')}>
            {title('app.settings')}
          </Link>
        </li>
        {pages.map((route) => (
          <li key={route.state}>
            <Link className="dropdown__link" to={href(route.state)}>
              {pickText(route.title, lang)}
            </Link>
          </li>
        ))}
        <li>
          <SignOutButton className="dropdown__link account__signout" />
        </li>
      </Dropdown>
    </nav>
  );
}
