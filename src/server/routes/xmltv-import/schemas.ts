import { ErrorSchema, I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';

/**
 * The XMLTV import's OpenAPI answers (decision 035): a preview's changes and totals, a commit's
 * written days, and the refusals (400 naming a malformed file's line and column).
 */

const Change = Type.Object({
  time: Type.String(),
  title: I18nTextSchema,
  fields: Type.Optional(Type.Array(Type.String())),
});
const DayChanges = Type.Object({
  channel: Type.String(),
  date: Type.String(),
  added: Type.Array(Change),
  changed: Type.Array(Change),
  removed: Type.Array(Change),
});
const Totals = Type.Object({
  days: Type.Integer({ description: 'Days of mapped channels the file holds' }),
  changed_days: Type.Integer({ description: 'Of those, days the import would write' }),
  added: Type.Integer(),
  changed: Type.Integer(),
  removed: Type.Integer(),
});
export const Preview = Type.Object({
  data: Type.Object({
    token: Type.String({ description: 'The hash of the file: the commit sends it back with the same file' }),
    base: Type.String({ description: 'The version of the stored days the preview compared with' }),
    channels: Type.Array(
      Type.Object({
        id: Type.String(),
        names: Type.Array(Type.String()),
        programmes: Type.Integer(),
        mapped: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
    ours: Type.Array(Type.Object({ id: Type.String(), title: I18nTextSchema })),
    days: Type.Array(DayChanges),
    totals: Totals,
  }),
});
export const Committed = Type.Object({
  message: Type.String(),
  data: Type.Object({
    written: Type.Array(Type.Object({ channel: Type.String(), date: Type.String() })),
    totals: Totals,
  }),
});
const ImportError = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
  line: Type.Optional(Type.Integer()),
  column: Type.Optional(Type.Integer()),
});
const Errors = {
  400: ImportError,
  401: ErrorSchema,
  403: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
};

/** A route's schema: its summary, description and 200 beside the refusals. */
export const schemaOf = (summary: string, description: string, ok: unknown) => ({
  tags: ['newsroom'],
  summary,
  description,
  consumes: ['multipart/form-data', 'application/json'],
  response: { 200: ok, ...Errors },
});
