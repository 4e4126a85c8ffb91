import Type, { type Static } from 'typebox';
import { AGE_RATINGS } from '../newsroom';
import { I18nTextSchema, SlugSchema } from './common';

export const ChannelTypeSchema = Type.Union([Type.Literal('tv'), Type.Literal('radio')]);
export type ChannelType = Static<typeof ChannelTypeSchema>;

/** A brand colour, `#rrggbb`. */
export const ColorSchema = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/**
 * A channel's brand colour: the ground of its monogram while it has no logo (`photo`), and its
 * mark beside its name. Absent or null: the page draws a colour from the channel's id.
 */
export const ChannelColorSchema = Type.Optional(Type.Union([ColorSchema, Type.Null()]));

/** Channel (spec §3). `regional` marks the regional channels of the main menu. */
export const ChannelSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: I18nTextSchema,
    photo: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
    color: ChannelColorSchema,
    about: I18nTextSchema,
    is_hidden: Type.Boolean(),
    order: Type.Integer(),
    regional: Type.Boolean(),
  },
  { $id: 'efir:channel', additionalProperties: false },
);
export type Channel = Static<typeof ChannelSchema>;

/**
 * The online stream / player item of spec §3 (url, title, channel), with the channel's type (a
 * radio play minimises the player, spec §4) and whether the stream carries a captions track.
 */
export const LiveStreamSchema = Type.Object(
  {
    url: Type.String({ maxLength: 2000 }),
    title: Type.String(),
    channel: SlugSchema,
    type: ChannelTypeSchema,
    captions: Type.Boolean(),
  },
  { $id: 'efir:liveStream', additionalProperties: false },
);
export type LiveStream = Static<typeof LiveStreamSchema>;

/** One schedule entry: time HH:mm, a broadcast or a title, duration in minutes, is_online. */
export const ScheduleItemSchema = Type.Object(
  {
    time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
    title: I18nTextSchema,
    broadcast: Type.Union([SlugSchema, Type.Null()]),
    duration: Type.Union([Type.Integer({ minimum: 0, maximum: 1440 }), Type.Null()]),
    is_online: Type.Boolean(),
    /**
     * Catch-up (issue 8): the archive item recording this entry, once it has aired and been
     * published. Added by the schedule API when it answers; never stored with the schedule.
     */
    archive: Type.Optional(Type.Union([SlugSchema, Type.Null()])),
    /** The age rating of the entry (issue 26: set by the schedule editor or an XMLTV import). */
    rating: Type.Optional(
      Type.Union(
        [
          Type.Literal('0+'),
          Type.Literal('6+'),
          Type.Literal('12+'),
          Type.Literal('16+'),
          Type.Literal('18+'),
          Type.Null(),
        ],
        {
          description: `Age rating: ${AGE_RATINGS.join(', ')}, or null`,
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ScheduleItem = Static<typeof ScheduleItemSchema>;

/** The schedule of one channel for one Tashkent date. */
export const ScheduleSchema = Type.Object(
  {
    channel: SlugSchema,
    date: Type.String({ format: 'date' }),
    items: Type.Array(ScheduleItemSchema),
  },
  { $id: 'efir:schedule', additionalProperties: false },
);
export type Schedule = Static<typeof ScheduleSchema>;

export const WeatherSchema = Type.Object(
  {
    city: SlugSchema,
    title: I18nTextSchema,
    temperature: Type.Number(),
    condition: Type.Union([
      Type.Literal('clear'),
      Type.Literal('cloudy'),
      Type.Literal('rain'),
      Type.Literal('snow'),
      Type.Literal('fog'),
    ]),
    observed_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'efir:weather', additionalProperties: false },
);
export type Weather = Static<typeof WeatherSchema>;

export const RoleSchema = Type.Union([
  Type.Literal('guest'),
  Type.Literal('user'),
  Type.Literal('editor'),
  Type.Literal('admin'),
  Type.Literal('*'),
]);

const menuLink = {
  title: I18nTextSchema,
  state: Type.Optional(Type.String({ maxLength: 100 })),
  params: Type.Optional(Type.Record(Type.String(), Type.String())),
  query: Type.Optional(Type.Record(Type.String(), Type.String())),
  url: Type.Optional(Type.String({ maxLength: 500 })),
  roles: Type.Optional(Type.Array(RoleSchema)),
};

/** A menu item links to a state of the portal or to an external URL; menus are two levels deep. */
export const MenuItemSchema = Type.Object(
  {
    ...menuLink,
    children: Type.Optional(Type.Array(Type.Object(menuLink, { additionalProperties: false }))),
  },
  { additionalProperties: false },
);
export type MenuItem = Static<typeof MenuItemSchema>;

export const MenuSchema = Type.Object(
  { _id: SlugSchema, title: I18nTextSchema, items: Type.Array(MenuItemSchema) },
  { $id: 'efir:menu', additionalProperties: false },
);
export type Menu = Static<typeof MenuSchema>;
