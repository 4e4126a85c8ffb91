import type { ComponentType } from 'react';
import Type, { type TObject, type TProperties, type TSchema } from 'typebox';
import type { I18nText } from '../src/shared/lang';

export type WidgetCategory = 'layout' | 'content' | 'media' | 'navigation' | 'broadcast' | 'page';

/** Params migration from one schema version to the next: pure and total on valid input. */
export type Migration = (params: Record<string, unknown>) => Record<string, unknown>;

/** A widget's params schema: a closed object with `$id` and `version`. */
export type WidgetSchema<T extends TProperties = TProperties> = TObject<T> & { $id: string; version: number };

/** Any widget's params schema, as the registry holds them. */
export type AnyWidgetSchema = TSchema & { $id: string; version: number };

/** The params schema of widget `name` at `version`; unknown fields are refused. */
export function widgetSchema<T extends TProperties>(
  name: string,
  version: number,
  properties: T,
): WidgetSchema<T> {
  return Type.Object(properties, {
    $id: `efir:widget/${name}`,
    version,
    additionalProperties: false,
  }) as WidgetSchema<T>;
}

/**
 * What the registry knows of a widget without its component: the data the server, the editor,
 * the stories and the contract tests share.
 */
export interface WidgetMeta<P = unknown> {
  name: string;
  title: I18nText;
  category: WidgetCategory;
  schema: AnyWidgetSchema;
  uiSchema?: Record<string, unknown>;
  defaults: P;
  /** Valid params shown in Storybook and checked by the contract tests. */
  examples: { name: string; params: P }[];
  /** `migrate[n]` turns params of version n into version n + 1. */
  migrate?: Record<number, Migration>;
}

/** Props every widget component receives. */
export interface WidgetProps<P> {
  id: string;
  params: P;
}

export type WidgetComponent<P> = ComponentType<WidgetProps<P>>;

export function defineWidget<P>(meta: WidgetMeta<P>): WidgetMeta<P> {
  return meta;
}
