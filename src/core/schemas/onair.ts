import Type, { type Static } from 'typebox';
import { I18nTextSchema, SlugSchema } from './common';
import { ChannelColorSchema, ChannelTypeSchema } from './entities';

/** A schedule entry as the on-air widgets show it: no catch-up link, no stored duration. */
export const OnAirEntrySchema = Type.Object(
  {
    time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
    title: I18nTextSchema,
    broadcast: Type.Union([SlugSchema, Type.Null()]),
    is_online: Type.Boolean(),
    /**
     * The programme's picture (its broadcast's first, 16:9), or null (issue 24: the home's hero).
     * Absent where a page embeds the answer and shows no picture of that entry (`onAirAtMinute`).
     */
    picture: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type OnAirEntry = Static<typeof OnAirEntrySchema>;

/**
 * One visible channel with the entries of a day that cover a span (issue 23): what the on-air
 * widget renders, instead of every channel's whole record and schedule entries.
 */
export const OnAirChannelSchema = Type.Object(
  {
    channel: SlugSchema,
    type: ChannelTypeSchema,
    title: I18nTextSchema,
    photo: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
    color: ChannelColorSchema,
    items: Type.Array(OnAirEntrySchema),
  },
  { additionalProperties: false },
);
export type OnAirChannel = Static<typeof OnAirChannelSchema>;
