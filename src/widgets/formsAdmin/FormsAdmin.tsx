import { useSearchParams } from '@core/router';
import type { ListMeta } from '@core/schemas/common';
import type { FormName } from '@core/schemas/forms';
import { SUBMISSIONS_PER_PAGE, type Submission } from '@core/schemas/submissions';
import { useEffect, useId, useRef, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { Pagination } from '../_kit/list/Pagination';
import { newsroomPath, submissionPath } from '../_kit/requests/paths';
import { SubmissionDetail } from '../_kit/requests/SubmissionDetail';
import { openButtonId, SubmissionTable } from '../_kit/requests/SubmissionTable';
import { useRequestTexts } from '../_kit/requests/texts';
import { useApi, useRuntime } from '../runtime';
import { isAdmin, useSession } from '../session';
import type { WidgetProps } from '../types';
import { downloadCsv } from './csv';
import { FilterForm } from './FilterForm';
import { type Filters, filterQuery, filtersSearch, readFilters } from './filters';
import type { FormsAdminParams } from './meta';
import { Review } from './Review';

/** A submission id as an address may hold it (the API refuses anything else anyway). */
const SUBMISSION_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The height of the filters and a page of rows, reserved until the session is known. */
const TABLE_HEIGHT = '36rem';

function Newsroom({ fallback }: { fallback: FormName | undefined }) {
  const runtime = useRuntime();
  const session = useSession();
  const { t, formName } = useRequestTexts();
  const tableId = useId();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search, fallback);
  const list = useApi<Submission[], ListMeta>(
    newsroomPath(runtime.product),
    { ...filterQuery(filters), page: filters.page, count: SUBMISSIONS_PER_PAGE },
    { quiet: true, staleTime: 0 },
  );
  const [opened, setOpened] = useState<Submission | null>(null);
  const [exporting, setExporting] = useState(false);
  // `?id=` (the link of the newsroom's letter about a new submission) opens that submission.
  const linkedId = search.get('id');
  const linked = useApi<Submission>(
    linkedId && SUBMISSION_ID.test(linkedId) ? submissionPath(runtime.product, linkedId) : null,
    {},
    { quiet: true },
  );
  const openedLinked = useRef(false);
  useEffect(() => {
    const found = linked.data?.data;
    if (!found || openedLinked.current) return;
    openedLinked.current = true;
    setOpened(found);
  }, [linked.data]);

  const apply = (next: Filters) => {
    setOpened(null);
    setSearch(filtersSearch(next));
  };
  const close = () => {
    const id = opened?._id;
    setOpened(null);
    if (id) document.getElementById(openButtonId(tableId, id))?.focus();
  };
  const exportCsv = async (form: FormName) => {
    setExporting(true);
    try {
      await downloadCsv(runtime.product, form, filterQuery(filters), session.token());
    } catch (error) {
      const message = error instanceof Error && 'status' in error ? error.message : '';
      runtime.toast(message || t('admin.exportFailed'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <>
      {/* Remounted with the address, so that the back button shows the filters it went back to. */}
      <FilterForm key={search.toString()} filters={filters} onApply={apply} />
      {/* A file's columns are its form's fields: the export takes one form. */}
      <p className="r-actions">
        {filters.form ? (
          <button
            type="button"
            className="r-button"
            onClick={() => filters.form && exportCsv(filters.form)}
            disabled={exporting}
          >
            {t('admin.export')}
          </button>
        ) : (
          <span className="r-muted">{t('admin.exportOneForm')}</span>
        )}
      </p>
      {list.isError ? (
        <p role="alert">{t('my.failed')}</p>
      ) : (
        <div aria-busy={list.isFetching || undefined}>
          <SubmissionTable
            id={tableId}
            caption={
              filters.form
                ? t('admin.caption', { form: formName(filters.form), total: meta?.total ?? '…' })
                : t('admin.captionAll', { total: meta?.total ?? '…' })
            }
            rows={rows}
            openedId={opened?._id ?? null}
            onOpen={(row) => setOpened(row._id === opened?._id ? null : row)}
            showSender
            showForm={!filters.form}
          />
          {meta && meta.total === 0 && <p>{t('my.empty')}</p>}
        </div>
      )}
      {meta && <Pagination page={filters.page} pages={meta.pages} />}
      {opened && (
        <SubmissionDetail key={opened._id} row={opened} onClose={close} showSender>
          {(submission) => <Review key={`${submission._id}-${submission.updated}`} submission={submission} />}
        </SubmissionDetail>
      )}
    </>
  );
}

/**
 * The newsroom's table of submissions (issue 10; admins only): every form, newest first (issue 24),
 * or one chosen; filter by status,
 * channel and the dates sent, 10 a page with the total; a row opens the submission (every field,
 * the attachments, the history) with its review (status and answer); the CSV export takes the
 * filters shown. Everything is in the address (`?form=&status=…&page=`), so a view can be shared.
 * Not rendered on the server (an empty box of its size until the session is known).
 */
export default function FormsAdmin({ params }: WidgetProps<FormsAdminParams>) {
  const { t } = useRequestTexts();
  return (
    <SignedIn label={t('admin.label')} minHeight={TABLE_HEIGHT}>
      {(user) =>
        isAdmin(user) ? (
          <Newsroom fallback={params.form} />
        ) : (
          <p className="r-muted">{t('admin.forbidden')}</p>
        )
      }
    </SignedIn>
  );
}
