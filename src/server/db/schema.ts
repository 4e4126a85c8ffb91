import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MenuItem, ScheduleItem } from '../../../schemas/entities';
import type { StateLayout } from '../../../schemas/layout';
import type { I18nText } from '../../shared/lang';

export const channels = pgTable('channels', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['tv', 'radio'] }).notNull(),
  title: jsonb('title').$type<I18nText>().notNull(),
  photo: text('photo'),
  about: jsonb('about').$type<I18nText>().notNull().default({}),
  isHidden: boolean('is_hidden').notNull().default(false),
  order: integer('order').notNull().default(999),
  regional: boolean('regional').notNull().default(false),
});

/** The schedule of one channel for one Tashkent date. */
export const schedules = pgTable(
  'schedules',
  {
    channel: text('channel')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    items: jsonb('items').$type<ScheduleItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.date] }), index('schedules_date_idx').on(t.date)],
);

/** Page layouts by state id (spec §3 State layout). `revision` counts saves. */
export const stateLayouts = pgTable('state_layouts', {
  state: text('state').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  order: integer('order').notNull().default(999),
  layout: jsonb('layout').$type<StateLayout['layout']>().notNull(),
  isNew: boolean('is_new').notNull().default(false),
  regeneration: boolean('regeneration').notNull().default(false),
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  items: jsonb('items').$type<MenuItem[]>().notNull(),
});

export const weather = pgTable('weather', {
  city: text('city').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  temperature: real('temperature').notNull(),
  condition: text('condition', { enum: ['clear', 'cloudy', 'rain', 'snow', 'fog'] }).notNull(),
  observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  order: integer('order').notNull().default(999),
});

/** Key-value facts about the installation (e.g. that demo content was seeded). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
