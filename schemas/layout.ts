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
