import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link, useLocation } from '@core/router';
import { href } from '@core/routes';
import type { FormName } from '@core/schemas/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../_kit/icons/icons';
import type { IconName } from '../_kit/icons/names';
import { useRuntime } from '../runtime';
import { isRegistered, useSession } from '../session';
import type { WidgetProps } from '../types';
import { Dialog } from './Dialog';
import { DialogForm, DialogPrompt } from './DialogForm';
import type { HomeButtonsParams } from './meta';
import './homeButtons.css';

/** The buttons' icons, from the project's icon set (src/widgets/iconbox). */
const ICONS = {
  services: 'grid',
  taklifnoma: 'mail',
  tabriknoma: 'gift',
  reporter: 'mic',
  rating: 'star',
} as const satisfies Record<string, IconName>;
type ButtonIcon = keyof typeof ICONS;

/** The address parameter that opens a form's dialog (the target remembered by the prompt). */
export const FORM_PARAM = 'form';

/** Spec §4, §9: a form's dialog closes 3 s after its confirmation. */
export const CONFIRMATION_MS = 3000;

/** The request forms the buttons open (spec §2 personal area: my/taklifnoma/, my/tabriknoma/…). */
type FormState = 'app.my.taklifnoma' | 'app.my.tabriknoma' | 'app.my.reporter';

/**
 * The home page's shortcut buttons (spec §2): services, taklifnoma, tabriknoma, mobile reporter
 * and rating. Services and the reporter are external links (the default layout gives their URLs,
 * src/core/home-links.ts); without one, services opens the reception page and the reporter its form.
 * Taklifnoma and tabriknoma (and the reporter without a URL) open their request form in a dialog
 * for registered users; visitors, and users with only the guest role (spec §6), get the
 * registration prompt of spec §8 in the dialog instead (see FormButton).
 */
export default function HomeButtons({ params }: WidgetProps<HomeButtonsParams>) {
  const t = useT('homeButtons');
  const { lang } = useRuntime();
  return (
    <nav className="w-homeButtons" aria-label={pickText(params.title, lang) || t('homeButtons.label')}>
      <ul className="w-homeButtons__list">
        <li>
          {params.servicesUrl ? (
            <External url={params.servicesUrl} icon="services" label={t('homeButtons.services')} />
          ) : (
            // Without its link, the reception (a service of the section): never the rating page,
            // which the section's own address leads to and the last button opens.
            <PageLink to={href('app.service.qabulxona')} icon="services" label={t('homeButtons.services')} />
          )}
        </li>
        <li>
          <FormButton
            state="app.my.taklifnoma"
            form="taklifnoma"
            icon="taklifnoma"
            label={t('homeButtons.taklifnoma')}
          />
        </li>
        <li>
          <FormButton
            state="app.my.tabriknoma"
            form="tabriknoma"
            icon="tabriknoma"
            label={t('homeButtons.tabriknoma')}
          />
        </li>
        <li>
          {params.reporterUrl ? (
            <External url={params.reporterUrl} icon="reporter" label={t('homeButtons.reporter')} />
          ) : (
            <FormButton
              state="app.my.reporter"
              form="reporter"
              icon="reporter"
              label={t('homeButtons.reporter')}
            />
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

/** An external link: a new window that cannot reach back (`noopener`), said to be outside. */
function External({ url, icon, label }: ButtonProps & { url: string }) {
  const t = useT('homeButtons');
  return (
    <a className="w-homeButtons__button" href={url} target="_blank" rel="noopener noreferrer">
      <Icon name={ICONS[icon]} className="w-homeButtons__icon" size={32} />
      <span className="w-homeButtons__label">
        {label}
        <span className="visually-hidden"> {t('homeButtons.external')}</span>
      </span>
    </a>
  );
}

/**
 * A request form's button. Until the session is known (the server's HTML, hydration) a link to the
 * form's page, whose guard sends visitors to sign-in: no button is ever dead. Then a button opening
 * a dialog: the form for registered users, which after a successful send shows the confirmation and
 * closes itself after 3 s (spec §4, §9); spec §8's registration prompt for visitors and users with
 * only the guest role (spec §6). Dialogs close on any route change (spec §4).
 */
function FormButton({ state, form, icon, label }: ButtonProps & { state: FormState; form: FormName }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { key, pathname, search } = useLocation();
  const registered = session.status === 'known' && isRegistered(session.user);
  const close = useCallback(() => {
    if (closing.current) clearTimeout(closing.current);
    closing.current = null;
    setOpen(false);
  }, []);
  // Spec §4: dialogs close on any route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location's key is the route change
  useEffect(close, [key]);
  // Back from signing in from the prompt (`?form=` of the remembered target): the form opens.
  const reopened = useRef(false);
  useEffect(() => {
    if (!registered || reopened.current || new URLSearchParams(search).get(FORM_PARAM) !== form) return;
    reopened.current = true;
    setOpen(true);
  }, [registered, search, form]);
  // No timer outlives the button.
  useEffect(
    () => () => {
      if (closing.current) clearTimeout(closing.current);
    },
    [],
  );

  if (session.status !== 'known') return <PageLink to={href(state)} icon={icon} label={label} />;
  const sent = () => {
    if (closing.current) clearTimeout(closing.current);
    closing.current = setTimeout(close, CONFIRMATION_MS);
  };
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
      {open && (
        <Dialog title={label} wide={registered} onClose={close}>
          {(titleId) =>
            registered ? (
              <DialogForm form={form} labelledBy={titleId} onSent={sent} />
            ) : (
              <DialogPrompt target={`${pathname}?${FORM_PARAM}=${form}`} />
            )
          }
        </Dialog>
      )}
    </>
  );
}
