import type { FormName } from '@core/schemas/forms';

/**
 * The calls of the request forms (issue 10), relative to the API base as the runtime takes them.
 * Light on purpose (no schemas): the form, the lists and the newsroom's table share them.
 */

/** `POST`: a submission of `form` (JSON, or multipart with a `payload` part first). */
export const sendPath = (product: string, form: FormName) => `${product}/form/${form}.json`;

/** `GET` (signed in): the user's own submissions of `form`, newest first, paged. */
export const myFormsPath = (product: string, form: FormName) => `${product}/my/form/${form}.json`;

/** `GET` (admin): the newsroom's list, `?form=&status=&channel=&from=&to=&page=&count=`. */
export const newsroomPath = (product: string) => `${product}.form`;

/** `GET` (owner or admin) one submission; `PUT` (admin) its status and answer. */
export const submissionPath = (product: string, id: string) =>
  `${product}/form/submission/${encodeURIComponent(id)}.json`;

/** `GET` (admin): a form's submissions as CSV, with the list's filters. */
export const csvPath = (product: string, form: FormName) => `${product}/form/${form}.csv`;
