import { useT } from '@core/i18n/react';
import { type FormEvent, useState } from 'react';
import { httpStatus, useRuntime } from '../../runtime';
import { useSession } from '../../session';
import './mine.css';

/** Download everything the portal holds about me (JSON); delete my account and personal data. */
export default function MyData() {
  const t = useT('kit.mine', 'kit.send');
  const runtime = useRuntime();
  const session = useSession();
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (session.status !== 'known') return <div className="w-myEfir w-myEfir--waiting" />;
  if (!session.user) return <p className="w-myEfir__note">{t('data.signedOut')}</p>;

  const download = async () => {
    const answer = await runtime.getJson<unknown>('my/export.json');
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(answer, null, 2)], { type: 'application/json' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = `efir-${session.user?.username ?? 'me'}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await runtime.send<{ message: string }>(
        'DELETE',
        'my/account.json',
        { confirm },
        { quiet: true },
      );
      runtime.toast(answer.message, 'success');
      await session.signOut().catch(() => {});
    } catch (err) {
      const message = (err as { message?: unknown }).message;
      setError(httpStatus(err) && typeof message === 'string' ? message : t('errors.failed'));
      setBusy(false);
    }
  };
  return (
    <div className="w-myEfir w-myEfir--data">
      <section>
        <p>{t('data.exportNote')}</p>
        <button type="button" className="k-mine__action" onClick={() => void download()}>
          {t('data.export')}
        </button>
      </section>
      <form className="w-myEfir__delete" onSubmit={(e) => void remove(e)}>
        <p>{t('data.deleteNote')}</p>
        <label className="w-myEfir__field">
          {t('data.confirm')}
          <input
            name="confirm"
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'my-data-error' : undefined}
          />
        </label>
        <p id="my-data-error" className="w-myEfir__error" role="alert">
          {error}
        </p>
        <button type="submit" className="k-mine__action k-mine__action--danger" disabled={busy || !confirm}>
          {t('data.delete')}
        </button>
      </form>
    </div>
  );
}
