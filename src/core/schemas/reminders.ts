import Type, { type Static } from 'typebox';

/** Reminders of "My Efir" (issue 28, decision 043): the API's schemas; the device key's header in `@core/reminders`. */
export const ReminderSchema = Type.Object({
  _id: Type.String(),
  channel: Type.String(),
  channelTitle: Type.String(),
  /** The schedule's Tashkent date (YYYY-MM-DD) and the entry's start (HH:mm). */
  date: Type.String(),
  time: Type.String(),
  /** The entry's start and end (UTC, ISO 8601). */
  startAt: Type.String({ format: 'date-time' }),
  endAt: Type.String({ format: 'date-time' }),
  broadcast: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  /** The page of the programme (its broadcast's, else the channel's schedule). */
  path: Type.String(),
  /** The entry's iCalendar file (API path). */
  calendar: Type.String(),
  /** Whether its push has been sent. */
  sent: Type.Boolean(),
});
export type Reminder = Static<typeof ReminderSchema>;

export const ReminderListSchema = Type.Object({ data: Type.Array(ReminderSchema) });

/** Remind of one schedule entry, or of a broadcast's coming entries. */
export const ReminderBodySchema = Type.Union([
  Type.Object(
    {
      channel: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64 }),
      date: Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        maxLength: 10,
        description: 'YYYY-MM-DD (Tashkent)',
      }),
      time: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5, description: 'HH:mm' }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { broadcast: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64 }) },
    { additionalProperties: false },
  ),
]);
export type ReminderBody = Static<typeof ReminderBodySchema>;

/** A browser's PushSubscription (its `toJSON()`). */
export const PushSubscriptionSchema = Type.Object(
  {
    endpoint: Type.String({ format: 'uri', maxLength: 2000 }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        p256dh: Type.String({ pattern: '^[A-Za-z0-9_=-]{20,200}$' }),
        auth: Type.String({ pattern: '^[A-Za-z0-9_=-]{8,100}$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionJson = Static<typeof PushSubscriptionSchema>;
