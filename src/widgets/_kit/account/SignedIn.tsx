import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { User } from '@core/schemas/auth';
import type { ReactNode } from 'react';
import { useSession } from '../../session';
import './account.css';

/**
 * The frame of the personal-area widgets (my/…, settings/…, user/profile): they show one user's
 * data, which the server never renders (it renders the anonymous view). Until the session is known
 * (on the server, while hydrating and checking the token) the frame is an empty box of `minHeight`,
 * so the page does not jump and no other state flashes by (like the registration tabs' panel); a visitor who is not signed in gets a sign-in link (the route guard
 * sends them to sign-in anyway); a signed-in user gets `children(user)`.
 */
export function SignedIn({
  label,
  minHeight,
  children,
}: {
  label: string;
  /** The height the content will take, reserved while the session is not known (CSS length). */
  minHeight: string;
  children: (user: User) => ReactNode;
}) {
  const t = useT('kit.account');
  const session = useSession();
  if (session.status !== 'known') {
    return <section className="w-account w-account--waiting" aria-label={label} style={{ minHeight }} />;
  }
  if (!session.user) {
    return (
      <section className="w-account" aria-label={label}>
        <p>{t('me.signInFirst')}</p>
        <p>
          <Link className="w-account__action" to={href('app.authentication.signin')}>
            {t('me.signIn')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="w-account" aria-label={label}>
      {children(session.user)}
    </section>
  );
}
