import Type, { type Static } from 'typebox';
import { I18nTextSchema } from './common';

/** A widget placed in a layout: a stable id, the registry name, its params' schema version. */
export const PlacedComponentSchema = Type.Object(
  {
    id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    component: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,63}$' }),
    version: Type.Integer({ minimum: 1 }),
    params: Type.Record(Type.String(), Type.Unknown()),
    container: Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' }),
  },
  { additionalProperties: false },
);
export type PlacedComponent = Static<typeof PlacedComponentSchema>;

export const STATE_ID_PATTERN = '^app(\\.[A-Za-z][A-Za-z0-9]*){1,4}$';

/** The StateLayout document of a page (spec §3, design §2). */
export const StateLayoutSchema = Type.Object(
  {
    title: I18nTextSchema,
    state: Type.String({ pattern: STATE_ID_PATTERN }),
    order: Type.Integer({ default: 999 }),
    layout: Type.Object(
      {
        component: Type.Literal('stateLayout'),
        params: Type.Object(
          {
            layout: Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' }),
            components: Type.Array(PlacedComponentSchema, { maxItems: 1000 }),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    is_new: Type.Boolean({ default: false }),
    regeneration: Type.Boolean({ default: false }),
  },
  { $id: 'efir:state-layout', additionalProperties: false },
);
export type StateLayout = Static<typeof StateLayoutSchema>;

/** Most widgets a layout may hold (the components' `maxItems` above); writes refuse more. */
export const LAYOUT_MAX_COMPONENTS = 1000;
/** Largest layout write accepted (the whole JSON body), in bytes. */
export const LAYOUT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The body of `POST /state.json` and `PUT /state/{id}.json` (issue 9): a StateLayout. No `$id`:
 * Fastify compiles it per route. The frame is checked here; each widget's params, version,
 * region and id by the registry's `checkLayout`.
 */
export const StateLayoutWriteSchema = Type.Object(
  { ...StateLayoutSchema.properties },
  { additionalProperties: false, description: 'A StateLayout document (spec §3, design §2)' },
);

/** One reason a layout write was refused, naming the widget and the field (src/widgets/validate.ts). */
export const LayoutIssueSchema = Type.Object({
  /** JSON pointer into the sent document. */
  path: Type.String(),
  componentId: Type.Optional(Type.String()),
  component: Type.Optional(Type.String()),
  field: Type.Optional(Type.String()),
  message: Type.String(),
});
export type LayoutIssueOut = Static<typeof LayoutIssueSchema>;

/** A refused layout write: the first reason as the message, every reason in `issues`. */
export const LayoutErrorSchema = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
  issues: Type.Optional(Type.Array(LayoutIssueSchema)),
});

/** One change of a layout against the previous published version (revision summaries). */
export const LayoutChangeSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('added'),
    Type.Literal('removed'),
    Type.Literal('moved'),
    Type.Literal('reordered'),
    Type.Literal('params'),
    Type.Literal('template'),
    Type.Literal('title'),
    Type.Literal('order'),
    Type.Literal('flags'),
  ]),
  id: Type.Optional(Type.String()),
  component: Type.Optional(Type.String()),
  /** The region (moved, reordered), or the old value (template, order). */
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
});
export type LayoutChange = Static<typeof LayoutChangeSchema>;

/** What a revision changed: an English sentence for the list and the changes it is made of. */
export const RevisionSummarySchema = Type.Object({
  text: Type.String(),
  changes: Type.Array(LayoutChangeSchema),
});
export type RevisionSummary = Static<typeof RevisionSummarySchema>;
