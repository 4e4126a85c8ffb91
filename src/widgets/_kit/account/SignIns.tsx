import { dateFormat } from '@core/dates';
import { useT } from '@core/i18n/react';
import type { SignInEntry } from '@core/schemas/two-factor';
import { useId } from 'react';
import { useRuntime } from '../../runtime';

const METHODS = ['password', 'oidc', 'totp', 'recovery'] as const;
const isMethod = (value: string): value is (typeof METHODS)[number] =>
  (METHODS as readonly string[]).includes(value);

/** The latest logged sign-ins of an editor or admin (settings/security, admin/users). */
export function SignInsTable({ entries, caption }: { entries: SignInEntry[]; caption?: string }) {
  const t = useT('kit.account');
  const { lang } = useRuntime();
  const id = useId();
  const when = dateFormat(lang, 'dateTime');
  if (entries.length === 0) return <p>{t('me.signIns.none')}</p>;
  return (
    <div className="w-account__scroll">
      <table className="w-account__table">
        <caption id={id}>{caption ?? t('me.signIns.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('me.signIns.when')}</th>
            <th scope="col">{t('me.signIns.method')}</th>
            <th scope="col">{t('me.signIns.result')}</th>
            <th scope="col">{t('me.signIns.address')}</th>
            <th scope="col">{t('me.signIns.browser')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.at}-${entry.method}-${entry.ok}`}>
              <td>{when(new Date(entry.at))}</td>
              <td>{isMethod(entry.method) ? t(`me.signIns.methods.${entry.method}`) : entry.method}</td>
              <td>{entry.ok ? t('me.signIns.ok') : t('me.signIns.failed')}</td>
              <td>{entry.ip}</td>
              <td>{entry.userAgent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
