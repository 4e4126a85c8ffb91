import Type, { type Static, type TObject, type TSchema } from 'typebox';
import { EmailSchema, SexSchema } from './auth';
import { SlugSchema } from './common';

/**
 * Request forms (spec §1, §3 Form submission, §5, §7 Forms; issue 10): one JSON Schema per form,
 * checked by the server (Fastify's ajv) and by the form widget in the browser (TypeBox's checker,
 * no eval) alike, so both say the same thing about the same value.
 *
 * A submission is the form's common fields at the top (title, email, type, message, channel,
 * broadcast) and its own fields in `detail` (spec §3). Files are not in the JSON: they travel as
 * the multipart parts named in `FORM_FILES` (`files`, `about_file`, `file`), beside a `payload`
 * part holding this JSON. Bodies are closed: an unknown field is refused with 400 naming it.
 */

export const FORM_NAMES = [
  'casting',
  'qabulxona',
  'reporter',
  'tabriknoma',
  'taklifnoma',
  'feedback',
] as const;
export type FormName = (typeof FORM_NAMES)[number];
export const FormNameSchema = Type.Union([
  Type.Literal('casting'),
  Type.Literal('qabulxona'),
  Type.Literal('reporter'),
  Type.Literal('tabriknoma'),
  Type.Literal('taklifnoma'),
  Type.Literal('feedback'),
]);

/** The forms a visitor without an account may send (spec §5: qabulxona only). */
export const ANONYMOUS_FORMS: readonly FormName[] = ['qabulxona'];

/** The forms with a personal list (spec §2: my/taklifnoma/, my/tabriknoma/, my/reporter/, my/casting/). */
export const MY_FORMS = [
  'taklifnoma',
  'tabriknoma',
  'reporter',
  'casting',
] as const satisfies readonly FormName[];

/** Where a submission is (issue 10): received, in work, done, declined. */
export const SUBMISSION_STATUSES = ['received', 'in_work', 'done', 'declined'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SubmissionStatusSchema = Type.Union([
  Type.Literal('received'),
  Type.Literal('in_work'),
  Type.Literal('done'),
  Type.Literal('declined'),
]);

/** Spec §3 enumerations, shared with the profile (sex) and the reference lists (status, type). */
export const EMPLOYMENT = ['employed', 'unemployed', 'pensioner', 'student'] as const;
export const EmploymentSchema = Type.Union([
  Type.Literal('employed'),
  Type.Literal('unemployed'),
  Type.Literal('pensioner'),
  Type.Literal('student'),
]);
export const MediaTypeSchema = Type.Union([Type.Literal('tv'), Type.Literal('radio')]);

/** Size limits of the texts (issue 10: a size limit on every text field). */
export const TEXT_LIMITS = { line: 200, short: 100, long: 5000, comment: 2000 } as const;

const line = (max: number = TEXT_LIMITS.line) => Type.String({ minLength: 1, maxLength: max });
const text = (max: number) => Type.String({ minLength: 1, maxLength: max });
/** A calendar date as `YYYY-MM-DD`, read in Tashkent time. */
const day = () => Type.String({ format: 'date', maxLength: 10 });
/** A broadcast id (content ids: lower-case slug). */
const BroadcastIdSchema = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64 });
/** A phone number as typed; the server reads it as the accounts issue does (libphonenumber, Uzbekistan). */
const PhoneTextSchema = Type.String({
  minLength: 5,
  maxLength: 32,
  pattern: '^[+\\d(][\\d\\s()\\-.]{4,31}$',
});

/**
 * Dates a schema cannot bound, because the bound is today (a Tashkent day): a birthday is past, a
 * reported event is not in the future, a greeting's day is not past. The server refuses a date
 * that breaks its rule (400 beside the field); the form checks it before sending and offers the
 * bound to the date picker.
 */
export type DateRule = 'past' | 'notFuture' | 'notPast';
export const DATE_RULES: Partial<Record<FormName, Record<string, DateRule>>> = {
  qabulxona: { birthday: 'past' },
  reporter: { date: 'notFuture' },
  tabriknoma: { date: 'notPast' },
};

/** What is wrong with `date` (YYYY-MM-DD) under `rule` on `today`: it has passed, it has not come, or nothing. */
export function dateRuleBroken(
  rule: DateRule,
  date: string,
  today: string,
): 'datePast' | 'dateFuture' | null {
  if (rule === 'past') return date >= today ? 'dateFuture' : null;
  if (rule === 'notFuture') return date > today ? 'dateFuture' : null;
  return date < today ? 'datePast' : null;
}

/** The honeypot (issue 10): a field people never see or fill; a bot that fills it is ignored. */
export const HONEYPOT = 'website';

/** Fields every form has (spec §3), each form taking the ones it uses, required or not. */
const common = {
  title: line(),
  email: EmailSchema,
  type: MediaTypeSchema,
  message: text(TEXT_LIMITS.long),
  channel: SlugSchema,
  broadcast: BroadcastIdSchema,
};

type Common = typeof common;
type Pick1<K extends keyof Common> = { [P in K]: Common[P] };

function form<R extends Record<string, TSchema>, D extends Record<string, TSchema>>(
  name: FormName,
  fields: R,
  detail: D | null,
) {
  return Type.Object(
    {
      ...fields,
      ...(detail ? { detail: Type.Object(detail, { additionalProperties: false }) } : {}),
      [HONEYPOT]: Type.Optional(Type.String({ maxLength: 200 })),
    },
    { additionalProperties: false, $id: `efir:form:${name}`, title: name },
  );
}

const pick = <K extends keyof Common>(...keys: K[]): Pick1<K> =>
  Object.fromEntries(keys.map((k) => [k, common[k]])) as Pick1<K>;
const optional = <K extends keyof Common>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, Type.Optional(common[k])])) as {
    [P in K]: ReturnType<typeof Type.Optional<Common[P]>>;
  };

/** Casting: who applies, what they studied and want to do; photos and a CV (about_file). */
export const CastingFormSchema = form(
  'casting',
  { ...pick('title'), ...optional('email', 'type', 'channel', 'broadcast', 'message') },
  {
    education: line(),
    direction: line(),
    institution: Type.Optional(line()),
    about: text(TEXT_LIMITS.long),
  },
);

/** Reception (appeals to the broadcaster), the only form sent without an account (spec §5). */
export const QabulxonaFormSchema = form(
  'qabulxona',
  { ...pick('title', 'email', 'message'), ...optional('type', 'channel', 'broadcast') },
  {
    region: SlugSchema,
    city: line(TEXT_LIMITS.short),
    address: line(),
    phone: PhoneTextSchema,
    business: Type.Optional(line()),
    sex: SexSchema,
    birthday: day(),
    status: EmploymentSchema,
  },
);

/** Mobile reporter: what happened, when, with photos or video. */
export const ReporterFormSchema = form(
  'reporter',
  { ...pick('title'), ...optional('email', 'type', 'channel', 'broadcast', 'message') },
  { date: day(), comment: Type.Optional(text(TEXT_LIMITS.comment)) },
);

/** Congratulation on air: whom (fio), on which day, with which song, the words. */
export const TabriknomaFormSchema = form(
  'tabriknoma',
  { ...pick('type', 'channel'), ...optional('title', 'email', 'broadcast') },
  {
    fio: line(),
    date: day(),
    song: Type.Optional(line()),
    message: text(TEXT_LIMITS.comment),
  },
);

/** Invitation: a person proposed to be invited on air (who, sex, age, occupation, about them) and who proposes (you). */
export const TaklifnomaFormSchema = form(
  'taklifnoma',
  { ...pick('title'), ...optional('email', 'type', 'channel', 'broadcast', 'message') },
  {
    who: line(),
    sex: SexSchema,
    age: Type.Integer({ minimum: 1, maximum: 120 }),
    info: text(TEXT_LIMITS.long),
    you: line(),
    occupation: Type.Optional(line()),
  },
);

/** Feedback: a subject, an address to answer, TV or radio, the message (spec §3). */
export const FeedbackFormSchema = form(
  'feedback',
  { ...pick('title', 'message'), ...optional('email', 'type', 'channel') },
  null,
);

export const FORM_SCHEMAS = {
  casting: CastingFormSchema,
  qabulxona: QabulxonaFormSchema,
  reporter: ReporterFormSchema,
  tabriknoma: TabriknomaFormSchema,
  taklifnoma: TaklifnomaFormSchema,
  feedback: FeedbackFormSchema,
} as const satisfies Record<FormName, TObject>;

export type CastingForm = Static<typeof CastingFormSchema>;
export type QabulxonaForm = Static<typeof QabulxonaFormSchema>;
export type ReporterForm = Static<typeof ReporterFormSchema>;
export type TabriknomaForm = Static<typeof TabriknomaFormSchema>;
export type TaklifnomaForm = Static<typeof TaklifnomaFormSchema>;
export type FeedbackForm = Static<typeof FeedbackFormSchema>;
/** The JSON of any form (what `payload` holds). */
export type FormPayload = {
  title?: string;
  email?: string;
  type?: 'tv' | 'radio';
  message?: string;
  channel?: string;
  broadcast?: string;
  detail?: Record<string, string | number>;
  website?: string;
};

/** What a submission is called: its title, else whom it congratulates, else the form's name. */
export function submissionTitle(payload: FormPayload, form: string): string {
  return payload.title ?? String(payload.detail?.fio ?? form);
}

/** What a file field takes: images, or documents too; how many (spec §5, §9 Upload: 10 MB each). */
export interface FileField {
  /** `image` (image/*), `media` (images, MP4 video, MP3 audio), `document` (images, PDF, office). */
  accept: 'image' | 'media' | 'document';
  /** Most files; at least 1. */
  count: number;
  /** Whether at least one is needed. */
  required: boolean;
}

/** The MIME types the browser's file picker offers for each kind (the server reads the bytes). */
export const FILE_ACCEPT: Record<FileField['accept'], string> = {
  image: 'image/*',
  media: 'image/*,video/mp4,audio/mpeg',
  document:
    'image/*,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text',
};

/** Bytes per attached file (spec §9 Upload: size 10). */
export const FORM_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The file fields of each form (spec §3: "upload files" of every form, casting's about_file, qabulxona's file). */
export const FORM_FILES: Record<FormName, Record<string, FileField>> = {
  casting: {
    files: { accept: 'image', count: 5, required: false },
    about_file: { accept: 'document', count: 1, required: false },
  },
  qabulxona: { file: { accept: 'document', count: 3, required: false } },
  reporter: { files: { accept: 'media', count: 5, required: true } },
  tabriknoma: { files: { accept: 'image', count: 1, required: false } },
  taklifnoma: { files: { accept: 'image', count: 3, required: false } },
  feedback: {},
};

/**
 * How each form is laid out (an rjsf-style uiSchema): the order of its fields (`detail.x` for
 * detail fields, file fields by name) and the control of the texts that are not one line.
 */
export const FORM_UI: Record<FormName, { order: string[]; multiline: string[] }> = {
  casting: {
    order: [
      'title',
      'detail.education',
      'detail.institution',
      'detail.direction',
      'detail.about',
      'email',
      'type',
      'channel',
      'broadcast',
      'message',
      'files',
      'about_file',
    ],
    multiline: ['detail.about', 'message'],
  },
  qabulxona: {
    order: [
      'title',
      'detail.sex',
      'detail.birthday',
      'detail.status',
      'detail.business',
      'detail.region',
      'detail.city',
      'detail.address',
      'detail.phone',
      'email',
      'type',
      'channel',
      'broadcast',
      'message',
      'file',
    ],
    multiline: ['message'],
  },
  reporter: {
    order: [
      'title',
      'detail.date',
      'detail.comment',
      'email',
      'type',
      'channel',
      'broadcast',
      'message',
      'files',
    ],
    multiline: ['detail.comment', 'message'],
  },
  tabriknoma: {
    order: [
      'type',
      'channel',
      'broadcast',
      'detail.fio',
      'detail.date',
      'detail.song',
      'detail.message',
      'title',
      'email',
      'files',
    ],
    multiline: ['detail.message'],
  },
  taklifnoma: {
    order: [
      'title',
      'detail.who',
      'detail.sex',
      'detail.age',
      'detail.occupation',
      'detail.info',
      'detail.you',
      'email',
      'type',
      'channel',
      'broadcast',
      'message',
      'files',
    ],
    multiline: ['detail.info', 'message'],
  },
  feedback: { order: ['title', 'email', 'type', 'channel', 'message'], multiline: ['message'] },
};
