import { useLocation, useSearchParams } from '@core/router';
import type { User } from '@core/schemas/auth';
import type { ListMeta } from '@core/schemas/common';
import type { FormName } from '@core/schemas/forms';
import { SUBMISSIONS_PER_PAGE, type Submission } from '@core/schemas/submissions';
import { useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { Pagination } from '../_kit/list/Pagination';
import { parsePage } from '../_kit/list/pages';
import { myFormsPath } from '../_kit/requests/paths';
import { RegistrationPrompt } from '../_kit/requests/RegistrationPrompt';
import { SubmissionDetail } from '../_kit/requests/SubmissionDetail';
import { openButtonId, SubmissionTable } from '../_kit/requests/SubmissionTable';
import { useRequestTexts } from '../_kit/requests/texts';
import { useApi, useRuntime } from '../runtime';
import { isRegistered } from '../session';
import type { WidgetProps } from '../types';
import type { MyFormsParams } from './meta';

/** The height of a full page of rows, reserved while the session and the list are not known. */
const LIST_HEIGHT = '30rem';

function MyList({ form }: { form: FormName }) {
  const { product } = useRuntime();
  const { t, formName } = useRequestTexts();
  const tableId = useId();
  const [search] = useSearchParams();
  // Spec §9 profile table: page 1 by default, 10 a page; a malformed page reads as the first.
  const page = parsePage(search.get('page')) ?? 1;
  const list = useApi<Submission[], ListMeta>(
    myFormsPath(product, form),
    { page, count: SUBMISSIONS_PER_PAGE },
    { quiet: true, staleTime: 0 },
  );
  const [opened, setOpened] = useState<Submission | null>(null);

  if (list.isPending) {
    return (
      <p className="r-muted" style={{ minHeight: LIST_HEIGHT }}>
        {t('my.loading')}
      </p>
    );
  }
  if (list.isError) return <p role="alert">{t('my.failed')}</p>;
  const { data: rows, meta } = list.data;
  if (meta.total === 0) return <p>{t('my.empty')}</p>;
  const close = () => {
    const id = opened?._id;
    setOpened(null);
    if (id) document.getElementById(openButtonId(tableId, id))?.focus();
  };
  return (
    <>
      <SubmissionTable
        id={tableId}
        caption={`${formName(form)}: ${t('my.caption', { total: meta.total })}`}
        rows={rows}
        openedId={opened?._id ?? null}
        onOpen={(row) => setOpened(row._id === opened?._id ? null : row)}
      />
      <Pagination page={page} pages={meta.pages} />
      {opened && <SubmissionDetail key={opened._id} row={opened} onClose={close} />}
    </>
  );
}

function Mine({ form, user }: { form: FormName; user: User }) {
  const { pathname, search } = useLocation();
  // A user with only the guest role sends nothing (spec §6), so has nothing to list.
  if (!isRegistered(user)) return <RegistrationPrompt target={pathname + search} />;
  return <MyList form={form} />;
}

/**
 * The signed-in user's own submissions of one form (spec §2 my/taklifnoma/ …): a table of when each
 * was sent (Tashkent time), its subject, its status and the newsroom's answer, 10 a page from page
 * 1 (spec §9), `?page=` in the address; a row opens the submission with its files and history.
 * Personal data: never rendered on the server (an empty box of its size until the session is known).
 */
export default function MyForms({ params }: WidgetProps<MyFormsParams>) {
  const { t } = useRequestTexts();
  return (
    <SignedIn label={t('my.label')} minHeight={LIST_HEIGHT}>
      {(user) => <Mine form={params.form} user={user} />}
    </SignedIn>
  );
}
