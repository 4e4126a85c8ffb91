import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { testPage, testSubmission } from '../_kit/requests/testing';
import type { Session } from '../session';
import { checkParams } from '../validate';
import MyForms from './MyForms';
import meta from './meta';

const SIGNED_IN: Partial<Session> = { status: 'known', user: testUser() };

function show({ total = 23, route = '/uz/my/taklifnoma/', session = SIGNED_IN } = {}) {
  const user = userEvent.setup();
  const opened = testSubmission(1, 'taklifnoma', {
    message: 'Please come',
    attachments: [
      {
        _id: 'a1',
        field: 'files',
        title: 'hall.jpg',
        mime: 'image/jpeg',
        size: 204800,
        width: 1200,
        height: 800,
        link: '/uz/api/efir/form/file/a1.jpg?sig=x',
        thumb: '/uz/api/efir/form/file/a1-thumb.jpg?sig=x',
      },
      {
        _id: 'a2',
        field: 'files',
        title: 'programme.pdf',
        mime: 'application/pdf',
        size: 3 * 1024 * 1024,
        width: null,
        height: null,
        link: '/uz/api/efir/form/file/a2.pdf?sig=x',
        thumb: null,
      },
    ],
    history: [
      { status: 'received', answer: null, by: null, at: '2026-11-22T06:00:00.000Z' },
      { status: 'in_work', answer: 'We will call you', by: 'Newsroom', at: '2026-11-22T08:30:00.000Z' },
    ],
    status: 'in_work',
    answer: 'We will call you',
  });
  const rendered = renderWithRuntime(<MyForms id="mine" params={{ form: 'taklifnoma' }} />, {
    lang: 'en',
    route,
    session,
    api: (path, query) => {
      if (path === 'efir/my/form/taklifnoma.json') return testPage(total, Number(query.page));
      if (path === 'efir/form/submission/sub-1.json') return { data: opened, meta: {} };
      if (path === 'efir/channel.json')
        return { data: [{ _id: 'yoshlar', title: { en: 'Yoshlar' } }], meta: {} };
      return undefined;
    },
  });
  return { user, ...rendered };
}

describe('myForms widget', () => {
  it('has examples of every personal list, valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, { form: 'qabulxona' })).not.toEqual([]);
  });

  it('is an empty box of its size until the session is known, reading nothing', () => {
    const { container, calls } = show({ session: {} });
    const box = container.querySelector('.w-account--waiting') as HTMLElement;
    expect(box.style.minHeight).toBe('30rem');
    expect(calls).toEqual([]);
  });

  it('shows page 1 of the user’s submissions, 10 a page, in Tashkent time, with page links', async () => {
    const { calls, container } = show();
    const table = await screen.findByRole('table', { name: 'Invitation: Your requests (23)' });
    expect(calls[0]).toEqual({ path: 'efir/my/form/taklifnoma.json', query: { page: 1, count: 10 } });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Sent', 'Subject', 'Status', 'Newsroom’s answer']);
    // Request 1 was sent at 06:00 UTC: 11:00 in Tashkent, whatever the browser's zone.
    const first = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(first[0]?.textContent).toMatch(/11:00/);
    expect(first[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T06:00:00.000Z');
    expect(first[1]?.textContent).toBe('Received');
    expect(first[2]?.textContent).toBe('No answer yet');
    const third = within(rows[3] as HTMLElement).getAllByRole('cell');
    expect(third[1]?.textContent).toBe('Done');
    expect(third[2]?.textContent).toBe('Answer 3');
    const pages = screen.getByRole('navigation', { name: /pag/i });
    expect(within(pages).getByRole('link', { name: /3/ }).getAttribute('href')).toBe(
      '/uz/my/taklifnoma/?page=3',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads the page of the address', async () => {
    const { calls } = show({ route: '/uz/my/taklifnoma/?page=3' });
    const table = await screen.findByRole('table');
    expect(calls[0]?.query).toEqual({ page: 3, count: 10 });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('says so when there is nothing yet', async () => {
    show({ total: 0 });
    expect(await screen.findByText('You have not sent any requests of this kind yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a submission: its fields with labels, attachments, history; closing gives focus back', async () => {
    const { user, container } = show();
    const open = await screen.findByRole('button', { name: 'Request 1' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const detail = await screen.findByRole('region', { name: 'Request: Request 1' });
    expect(document.activeElement).toBe(within(detail).getByRole('heading', { name: 'Request: Request 1' }));
    await waitFor(() => expect(within(detail).getByText('In work')).toBeTruthy());
    const facts = [...detail.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Subject of the invitation', 'Request 1'],
        ['Full name of the person invited', 'Person 1'],
        ['Sex', 'Woman'],
        ['Age', '31'],
        ['Television or radio', 'Television'],
        ['Channel', 'Yoshlar'],
        ['Message', 'Please come'],
        ['Newsroom’s answer', 'We will call you'],
      ]),
    );
    expect(within(detail).getByRole('img', { name: 'Preview of hall.jpg' }).getAttribute('src')).toBe(
      '/uz/api/efir/form/file/a1-thumb.jpg?sig=x',
    );
    expect(within(detail).getByRole('link', { name: 'programme.pdf' }).getAttribute('href')).toBe(
      '/uz/api/efir/form/file/a2.pdf?sig=x',
    );
    const history = within(detail)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ol'));
    expect(history.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/11:00.*Received$/),
      expect.stringMatching(/1:30 PM.*In work, Newsroom.*We will call you/),
    ]);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(detail).getByRole('button', { name: 'Close the request' }));
    expect(screen.queryByRole('region', { name: /Request: / })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Request 1' }));
  });

  it('shows a user with only the guest role the registration prompt, reading nothing', () => {
    const { calls } = show({ session: { status: 'known', user: testUser({ roles: ['guest'] }) } });
    expect(screen.getByText('For sending data please log in or sign up')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
