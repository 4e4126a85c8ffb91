import type { FormName, SubmissionStatus } from '@core/schemas/forms';
import type { Submission } from '@core/schemas/submissions';

/**
 * A submission as the API answers it (src/core/schemas/forms.ts SubmissionSchema), for the tests of the
 * lists and the newsroom's table: number `n` of `form`, sent `n` hours before 2026-11-22 12:00 Tashkent.
 */
export function testSubmission(
  n: number,
  form: FormName = 'taklifnoma',
  overrides: Partial<Submission> = {},
): Submission {
  const created = new Date(Date.UTC(2026, 10, 22, 7 - n)).toISOString();
  const status: SubmissionStatus = n % 3 === 0 ? 'done' : 'received';
  return {
    _id: `sub-${n}`,
    form,
    status,
    answer: status === 'done' ? `Answer ${n}` : null,
    title: `Request ${n}`,
    email: 'aziz@example.uz',
    type: 'tv',
    message: null,
    channel: 'yoshlar',
    broadcast: null,
    detail: { who: `Person ${n}`, sex: 'woman', age: 30 + n, info: 'About', you: 'Neighbour' },
    attachments: [],
    sender: { _id: 'u1', username: 'aziz', displayName: 'Aziz' },
    lang: 'uz',
    created,
    updated: created,
    history: [{ status: 'received', answer: null, by: null, at: created }],
    ...overrides,
  };
}

/** A page of `total` submissions, 10 a page, as the list calls answer. */
export function testPage(total: number, page: number, form: FormName = 'taklifnoma') {
  const count = 10;
  const data = Array.from({ length: Math.max(0, Math.min(count, total - (page - 1) * count)) }, (_, i) =>
    testSubmission((page - 1) * count + i + 1, form),
  );
  return { data, meta: { total, page, count: data.length, pages: Math.ceil(total / count) } };
}
