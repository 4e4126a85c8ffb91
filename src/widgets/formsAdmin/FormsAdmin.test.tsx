import type { FormName } from '@core/schemas/forms';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { Where } from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { testPage, testSubmission } from '../_kit/requests/testing';
import type { Session } from '../session';
import { checkParams } from '../validate';
import FormsAdmin from './FormsAdmin';
import meta from './meta';

const ADMIN: Partial<Session> = {
  status: 'known',
  user: testUser({ roles: ['user', 'admin'] }),
  token: () => 'admin-token',
};
const MIXED: readonly FormName[] = ['feedback', 'taklifnoma', 'casting'];
const CHANNELS = [
  { _id: 'yoshlar', type: 'tv', title: { en: 'Yoshlar' } },
  { _id: 'mahalla', type: 'radio', title: { en: 'Mahalla' } },
];

function show({ route = '/uz/admin/forms/', session = ADMIN } = {}) {
  const user = userEvent.setup();
  const rendered = renderWithRuntime(
    <>
      <FormsAdmin id="newsroom" params={{}} />
      <Where />
    </>,
    {
      lang: 'en',
      route,
      session,
      api: (path, query) => {
        if (path === 'efir.form') {
          if (query.form)
            return testPage(query.status === 'done' ? 4 : 12, Number(query.page), query.form as FormName);
          // Every form: the demo's kinds mixed, newest first.
          const page = testPage(12, Number(query.page));
          return {
            ...page,
            data: page.data.map((row, i) => ({ ...row, form: MIXED[i % MIXED.length] as FormName })),
          };
        }
        if (path === 'efir/channel.json') return { data: CHANNELS, meta: {} };
        if (path === 'efir/form/submission/sub-1.json') return { data: testSubmission(1), meta: {} };
        return undefined;
      },
      send: (method, path, body) => {
        if (method !== 'PUT' || path !== 'efir/form/submission/sub-1.json') return undefined;
        return { message: 'Saved', data: testSubmission(1, 'taklifnoma', body as object) };
      },
    },
  );
  return { user, where: () => screen.getByTestId('where').textContent, ...rendered };
}

describe('formsAdmin widget', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has examples valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
  });

  it('shows non-admins nothing of the submissions', () => {
    const { calls } = show({ session: { status: 'known', user: testUser() } });
    expect(screen.getByText('Only the newsroom can see the requests.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('opens on every form, newest first, with the form of each row and the total, 10 a page', async () => {
    const { calls, container } = show();
    const table = await screen.findByRole('table', { name: 'All forms, newest first: total 12' });
    expect(calls.find((c) => c.path === 'efir.form')?.query).toEqual({ page: 1, count: 10 });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Sent', 'Subject', 'Form', 'Sender', 'Status', 'Newsroom’s answer']);
    const firstRows = within(table).getAllByRole('row').slice(1, 4);
    expect(firstRows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Feedback',
      'Invitation',
      'Casting',
    ]);
    expect((screen.getByRole('combobox', { name: 'Form' }) as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'All forms' })).toBeTruthy();
    // A file's columns are one form's fields: the export waits for a form.
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(screen.getByText('Choose a form to download its requests as CSV.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists one form’s submissions with the total when the address or the widget names it', async () => {
    const { calls } = show({ route: '/uz/admin/forms/?form=taklifnoma' });
    const table = await screen.findByRole('table', { name: 'Invitation: total 12' });
    expect(calls.find((c) => c.path === 'efir.form')?.query).toEqual({
      form: 'taklifnoma',
      page: 1,
      count: 10,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).not.toContain('Form');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('sends the filters in the query and keeps them in the address', async () => {
    const { user, calls, where } = show();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Form' }), 'qabulxona');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'done');
    await screen.findByRole('option', { name: 'Yoshlar' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'yoshlar');
    await user.type(screen.getByLabelText('Sent from'), '2026-11-01');
    await user.type(screen.getByLabelText('Sent until'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('table', { name: 'Reception: total 4' });
    expect(calls.filter((c) => c.path === 'efir.form').at(-1)?.query).toEqual({
      form: 'qabulxona',
      status: 'done',
      channel: 'yoshlar',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 1,
      count: 10,
    });
    expect(where()).toBe(
      '/uz/admin/forms/?form=qabulxona&status=done&channel=yoshlar&from=2026-11-01&to=2026-11-30',
    );
  });

  it('reads the filters and the page of the address, leaving malformed ones out', async () => {
    const { calls } = show({ route: '/uz/admin/forms/?form=casting&status=nope&channel=mahalla&page=2' });
    await screen.findByRole('table');
    expect(calls.find((c) => c.path === 'efir.form')?.query).toEqual({
      form: 'casting',
      channel: 'mahalla',
      page: 2,
      count: 10,
    });
    expect((screen.getByRole('combobox', { name: 'Form' }) as HTMLSelectElement).value).toBe('casting');
  });

  it('opens a submission and saves its status and an answer (PUT), toasting the message', async () => {
    const { user, sent, toasts } = show();
    await user.click(await screen.findByRole('button', { name: 'Request 1' }));
    const detail = await screen.findByRole('region', { name: 'Request: Request 1' });
    expect(within(detail).getByText('Aziz (aziz)')).toBeTruthy();
    const review = within(detail).getByRole('form', { name: 'Review' });
    await user.selectOptions(within(review).getByRole('combobox', { name: /New status/ }), 'in_work');
    await user.type(
      within(review).getByRole('textbox', { name: /Answer to the sender/ }),
      '  We will call you ',
    );
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([{ message: 'Saved', kind: 'success' }]));
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: 'efir/form/submission/sub-1.json',
        body: { status: 'in_work', answer: 'We will call you' },
      },
    ]);
  });

  it('opens the submission the address names (the link of the newsroom letter)', async () => {
    show({ route: '/uz/admin/forms/?form=taklifnoma&id=sub-1' });
    expect(await screen.findByRole('region', { name: 'Request: Request 1' })).toBeTruthy();
  });

  it('downloads the CSV of the filters shown, with the bearer token', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('title,status\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="casting-2026-11-22.csv"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const created = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    const { user } = show({ route: '/uz/admin/forms/?form=casting&status=done&from=2026-11-01' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['blob:csv casting-2026-11-22.csv']));
    expect(fetch).toHaveBeenCalledWith('/uz/api/efir/form/casting.csv?status=done&from=2026-11-01', {
      headers: { authorization: 'Bearer admin-token' },
    });
    click.mockRestore();
  });
});
