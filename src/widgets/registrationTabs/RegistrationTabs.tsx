import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { User } from '@core/schemas/auth';
import { useEffect, useRef } from 'react';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { RegistrationTabsParams } from './meta';
import './registrationTabs.css';

const STEPS = ['signIn', 'profile', 'done'] as const;

/** Spec §2 registration tabs: 0 not signed in, 1 signed in with the profile not filled, 2 filled. */
export function registrationTab(user: Pick<User, 'is_profile_filled'> | null): 0 | 1 | 2 {
  if (!user) return 0;
  return user.is_profile_filled ? 2 : 1;
}

/**
 * The registration tabs (spec §2, §4): the three steps, the current one marked, and what to do
 * there (sign in or up; fill in the profile; done). They follow the user and are rechecked on a
 * user-check event (the session reads the user again; a signed-in visit asks once on arrival).
 * Until the session is known (on the server and while hydrating) the panel is an empty box of its
 * size: neither visitors nor users see another step flash by.
 */
export default function RegistrationTabs(_props: WidgetProps<RegistrationTabsParams>) {
  const t = useT('registrationTabs', 'kit.account');
  const session = useSession();
  const known = session.status === 'known';
  const tab = known ? registrationTab(session.user) : null;
  const signedIn = known && session.user !== null;
  const rechecked = useRef(false);

  // The profile may have been filled elsewhere since the page loaded: ask once on arrival.
  useEffect(() => {
    if (!signedIn || rechecked.current) return;
    rechecked.current = true;
    session.recheck();
  }, [signedIn, session]);

  const name = session.user ? session.user.displayName || session.user.username : '';
  return (
    <section className="w-registration" aria-label={t('registration.label')}>
      <ol className="w-registration__steps">
        {STEPS.map((step, i) => {
          const state = tab === null ? 'todo' : i < tab ? 'done' : i === tab ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={`w-registration__step w-registration__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="w-registration__number" aria-hidden="true">
                {i + 1}
              </span>
              <span>
                {t(`registration.steps.${step}`)}
                {state === 'current' && <span className="visually-hidden"> {t('registration.current')}</span>}
                {state === 'done' && <span className="visually-hidden"> {t('registration.completed')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="w-registration__panel" data-tab={tab ?? ''}>
        {tab === 0 && (
          <>
            <p className="w-registration__text">{t('registration.prompt')}</p>
            <p className="w-registration__actions">
              <Link className="w-registration__action" to={href('app.authentication.signin')}>
                {t('registration.signIn')}
              </Link>
              <Link className="w-registration__action" to={href('app.authentication.signup')}>
                {t('registration.signUp')}
              </Link>
            </p>
          </>
        )}
        {tab === 1 && (
          <>
            <p className="w-registration__text">{t('registration.profile', { name })}</p>
            <p className="w-registration__actions">
              <Link className="w-registration__action" to={href('app.my.profile')}>
                {t('registration.fillProfile')}
              </Link>
            </p>
          </>
        )}
        {tab === 2 && (
          <>
            <p className="w-registration__text">{t('registration.done')}</p>
            <p className="w-registration__actions">
              <Link className="w-registration__action" to={href('app.my.profile')}>
                {t('registration.personalArea')}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
