import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { href } from '@core/routes';
import { RETURN_TO_KEY } from '../../session';
import './buttons.css';

/** Remembers where sign-in should come back to (spec §4's remembered target). */
export function rememberTarget(target: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, target);
  } catch {
    // Storage refused (private mode): sign-in then goes to the site root.
  }
}

/**
 * Spec §5, §8: a form with no user, or a user with only the guest role, says 'For sending data
 * please log in or sign up' with links to both; signing in comes back to `target`.
 */
export function RegistrationPrompt({ target }: { target: string }) {
  const t = useT('kit.account');
  const remember = () => rememberTarget(target);
  return (
    <div className="r-prompt">
      <p className="r-prompt__text">{t('registration.prompt')}</p>
      <p className="r-actions">
        <Link
          className="r-button r-button--primary"
          to={href('app.authentication.signin')}
          onClick={remember}
        >
          {t('registration.signIn')}
        </Link>
        <Link className="r-button" to={href('app.authentication.signup')} onClick={remember}>
          {t('registration.signUp')}
        </Link>
      </p>
    </div>
  );
}
