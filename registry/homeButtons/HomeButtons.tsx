import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pickText } from '../../src/shared/lang';
import { href } from '../../src/shared/routes';
import { Icon } from '../iconbox/icons';
import type { IconName } from '../iconbox/names';
import { useRuntime } from '../runtime';
import { isRegistered, RETURN_TO_KEY, useSession } from '../session';
import type { WidgetProps } from '../types';

/** The buttons' icons, from the project's icon set (registry/iconbox). */
const ICONS = {
  services: 'grid',
  taklifnoma: 'mail',
  tabriknoma: 'gift',
  reporter: 'mic',
  rating: 'star',
} as const satisfies Record<string, IconName>;
type ButtonIcon = keyof typeof ICONS;

import type { HomeButtonsParams } from './meta';
import './homeButtons.css';

/** The request forms the buttons open (spec §2 personal area: my/taklifnoma/, my/tabriknoma/…). */
type FormState = 'app.my.taklifnoma' | 'app.my.tabriknoma' | 'app.my.reporter';

/**
 * The home page's shortcut buttons (spec §2): services, taklifnoma, tabriknoma, mobile reporter
 * and rating. Services and the reporter are external links when the layout gives their URL.
 * Taklifnoma and tabriknoma (and the reporter without a URL) open their form page for registered
 * users; visitors, and users with only the guest role (spec §6), get the registration prompt of
 * spec §8 in a dialog instead. Until the session is known (the server's HTML) they are links to
 * the form page, whose guard sends visitors to sign-in: no button is ever dead.
 */
export default function HomeButtons({ params }: WidgetProps<HomeButtonsParams>) {
  const { t } = useTranslation('engage');
  const { lang } = useRuntime();
  return (
    <nav className="w-homeButtons" aria-label={pickText(params.title, lang) || t('homeButtons.label')}>
      <ul className="w-homeButtons__list">
        <li>
          {params.servicesUrl ? (
            <External url={params.servicesUrl} icon="services" label={t('homeButtons.services')} />
          ) : (
            <PageLink to={href('app.service')} icon="services" label={t('homeButtons.services')} />
          )}
        </li>
        <li>
          <FormButton state="app.my.taklifnoma" icon="taklifnoma" label={t('homeButtons.taklifnoma')} />
        </li>
        <li>
          <FormButton state="app.my.tabriknoma" icon="tabriknoma" label={t('homeButtons.tabriknoma')} />
        </li>
        <li>
          {params.reporterUrl ? (
            <External url={params.reporterUrl} icon="reporter" label={t('homeButtons.reporter')} />
          ) : (
            <FormButton state="app.my.reporter" icon="reporter" label={t('homeButtons.reporter')} />
          )}
        </li>
        <li>
          <PageLink to={href('app.service.rating')} icon="rating" label={t('homeButtons.rating')} />
        </li>
      </ul>
    </nav>
  );
}

interface ButtonProps {
  icon: ButtonIcon;
  label: string;
}

function PageLink({ to, icon, label }: ButtonProps & { to: string }) {
  return (
    <Link className="w-homeButtons__button" to={to}>
      <Icon name={ICONS[icon]} className="w-homeButtons__icon" size={32} />
      <span className="w-homeButtons__label">{label}</span>
    </Link>
  );
}

function External({ url, icon, label }: ButtonProps & { url: string }) {
  const { t } = useTranslation('common');
  return (
    <a className="w-homeButtons__button" href={url} target="_blank" rel="noopener noreferrer">
      <Icon name={ICONS[icon]} className="w-homeButtons__icon" size={32} />
      <span className="w-homeButtons__label">
        {label}
        <span className="visually-hidden"> {t('menu.newTab')}</span>
      </span>
    </a>
  );
}

/** A request form's button: its page for registered users, the registration prompt for the others. */
function FormButton({ state, icon, label }: ButtonProps & { state: FormState }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  // Spec §4: dialogs close on any route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location's key is the route change
  useEffect(() => {
    setOpen(false);
  }, [key]);

  const visitor = session.status === 'known' && !isRegistered(session.user);
  if (!visitor) return <PageLink to={href(state)} icon={icon} label={label} />;
  return (
    <>
      <button
        type="button"
        className="w-homeButtons__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name={ICONS[icon]} className="w-homeButtons__icon" size={32} />
        <span className="w-homeButtons__label">{label}</span>
      </button>
      {open && <PromptDialog title={label} target={href(state)} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Spec §8's registration prompt in a modal dialog (the native `<dialog>`: the page behind is
 * inert): labelled by its title, focus on its first link, Escape and the close button close it,
 * and focus goes back to the button. Signing in from it comes back to the form (the remembered
 * target of spec §4).
 */
function PromptDialog({ title, target, onClose }: { title: string; target: string; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('a[href]')?.focus();
    // The browser's own Escape (cancel) goes through the owner, who unmounts the dialog.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  const remember = () => {
    try {
      sessionStorage.setItem(RETURN_TO_KEY, target);
    } catch {
      // Storage refused (private mode): sign-in then goes to the site root.
    }
  };

  return (
    <dialog ref={ref} className="w-homeButtons__dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <h2 id={titleId} className="w-homeButtons__dialogTitle">
        {title}
      </h2>
      <p>{t('registration.prompt')}</p>
      <p className="w-homeButtons__actions">
        <Link className="w-homeButtons__action" to={href('app.authentication.signin')} onClick={remember}>
          {t('registration.signIn')}
        </Link>
        <Link className="w-homeButtons__action" to={href('app.authentication.signup')} onClick={remember}>
          {t('registration.signUp')}
        </Link>
      </p>
      <button type="button" className="w-homeButtons__close" onClick={onClose}>
        {tCommon('dialog.close')}
      </button>
    </dialog>
  );
}
