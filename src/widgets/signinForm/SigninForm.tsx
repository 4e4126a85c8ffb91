import { useT } from '@core/i18n/react';
import { Link, useLocation, useNavigate, useSearchParams } from '@core/router';
import { href } from '@core/routes';
import type { SignInResponse } from '@core/schemas/auth';
import { useEffect, useId, useRef, useState } from 'react';
import { maxLength, required } from '../_kit/forms/checks';
import { PasswordField, TextField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { PASSWORD_MAX } from '../_kit/forms/limits';
import { useForm } from '../_kit/forms/useForm';
import { useApi, useRuntime } from '../runtime';
import { RETURN_TO_KEY, rememberedTarget, useSession } from '../session';
import type { WidgetProps } from '../types';
import { CodeStep } from './CodeStep';
import { providersNeed } from './data';
import type { SigninFormParams } from './meta';
import './signinForm.css';

interface Provider {
  id: string;
  title: string;
}

/** The longest `err` shown from the address: a message, not a page of text. */
const ERR_MAX = 300;

const lowercase = (value: string) => value.toLowerCase();

/**
 * The token an OpenID Connect sign-in brings back in the address (`#token=…`), or with `name`
 * `ticket` the ticket of its code step (two-step sign-in), if any.
 */
export function hashToken(hash: string, name: 'token' | 'ticket' = 'token'): string | null {
  const match = new RegExp(`^#(?:.*&)?${name}=([^&]+)`).exec(hash);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Sign-in (spec §2, §4, §5, §8): a username or an e-mail (lowercased as typed) and a password,
 * sent only when both are there; the server's message on failure, or the `err` of the address
 * (an OpenID Connect failure); a `#token=` in the address (an OpenID Connect success) signs in at
 * once. Buttons for each configured provider, links to sign-up and to a forgotten password.
 */
export default function SigninForm({ params }: WidgetProps<SigninFormParams>) {
  const t = useT('signinForm');
  const runtime = useRuntime();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const need = providersNeed(params);
  const [leaving, setLeaving] = useState(false);
  /** The ticket of the code step, once the password (or a provider) was right. */
  const [ticket, setTicket] = useState<string | null>(null);
  const err = search.get('err')?.trim().slice(0, ERR_MAX) || null;

  const form = useForm({
    initial: { username: '', password: '' },
    rules: {
      username: { checks: [required(), maxLength(254)], transform: lowercase },
      password: { checks: [required(), maxLength(PASSWORD_MAX)] },
    },
    onSubmit: async (values) => {
      const answer = await runtime.send<SignInResponse>('POST', 'auth/signin.json', values, { quiet: true });
      if ('ticket' in answer.data) {
        setTicket(answer.data.ticket);
        return;
      }
      // An admin who must set up two-step sign-in goes to the security page first.
      if (answer.data.enrolSecondFactor) sessionStorage.setItem(RETURN_TO_KEY, href('app.settings.security'));
      setLeaving(true);
      session.signIn(answer.data.token);
    },
  });

  // Back from an OpenID Connect provider with a token: it leaves the address (and the history),
  // then signs in as a password would.
  const token = hashToken(location.hash);
  const hashTicket = hashToken(location.hash, 'ticket');
  const handled = useRef(false);
  useEffect(() => {
    if ((!token && !hashTicket) || handled.current) return;
    handled.current = true;
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (hashTicket) {
      setTicket(hashTicket);
      return;
    }
    setLeaving(true);
    if (token) session.signIn(token);
  }, [token, hashTicket, navigate, location.pathname, location.search, session]);

  const finish = (value: string) => {
    setLeaving(true);
    session.signIn(value);
  };
  if (ticket)
    return (
      <div className="w-signin">
        <CodeStep ticket={ticket} leaving={leaving} signIn={finish} restart={() => setTicket(null)} />
        {leaving && (
          <p className="w-signin__leaving" role="status">
            {t('signin.signingIn')}
          </p>
        )}
      </div>
    );

  return (
    <div className="w-signin">
      <Form form={form} aria-label={t('signin.submit')}>
        {err && !form.attempted && (
          <p className="f-form__error" role="alert">
            {err}
          </p>
        )}
        <TextField
          name="username"
          label={t('signin.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          required
        />
        <PasswordField
          name="password"
          label={t('signin.password')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX}
          required
        />
        <FormError />
        {leaving && (
          <p className="w-signin__leaving" role="status">
            {t('signin.signingIn')}
          </p>
        )}
        <SubmitButton disabled={leaving}>{t('signin.submit')}</SubmitButton>
      </Form>
      <ul className="f-links">
        <li>
          <Link to={href('app.password.forgot')}>{t('signin.forgot')}</Link>
        </li>
        <li>
          {t('signin.noAccount')} <Link to={href('app.authentication.signup')}>{t('signin.signUp')}</Link>
        </li>
      </ul>
      {need && <Providers path={need.path} />}
    </div>
  );
}

/** A button (a link) for each configured OpenID Connect provider; nothing when there is none. */
function Providers({ path }: { path: string }) {
  const t = useT('signinForm');
  const id = useId();
  const providers = useApi<Provider[]>(path, {}, { quiet: true });
  const [returnTo, setReturnTo] = useState(href('app.index'));
  // A provider brings the visitor back to the page a guard stopped them at (read once hydrated).
  useEffect(() => {
    const target = rememberedTarget();
    if (target) setReturnTo(target);
  }, []);
  const list = providers.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className="w-signin__providers" aria-labelledby={id}>
      <h2 id={id} className="w-signin__providers-title">
        {t('signin.providers')}
      </h2>
      <ul className="w-signin__provider-list">
        {list.map((provider) => (
          <li key={provider.id}>
            <a
              className="w-signin__provider"
              href={`/uz/api/auth/oidc/${encodeURIComponent(provider.id)}/start?return=${encodeURIComponent(returnTo)}`}
            >
              {t('signin.provider', { provider: provider.title })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
