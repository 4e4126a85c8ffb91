import type { FirstRead } from '@core/first-read';
import type { I18nText, Lang } from '@core/lang';
import type { Query } from '@core/query';
import type { ComponentType } from 'react';
import Type, {
  type Static,
  type TLiteral,
  type TObject,
  type TProperties,
  type TSchema,
  type TSchemaOptions,
  type TUnion,
} from 'typebox';

export type { Query };

/** One API resource a widget reads: a path under `/uz/api/` and its query (`useApi(path, query)`). */
export interface DataNeed {
  path: string;
  query?: Query;
  /**
   * What of the answer the page's first render shows (issue 23: one page's first screen of cards,
   * each channel's visible entries): the server renders from this part, in the page's language
   * only, and embeds only it, and the browser reads the whole answer once hydrated (the embedded
   * part arrives stale). Without it the whole answer is embedded. It must render the same markup
   * as the whole answer would at the page's minute.
   */
  first?: FirstRead;
}

/**
 * Where a widget is rendered, as its `load` sees it: the same on the server (before rendering a
 * page) and on the client (prefetching a page's data in parallel once its layout is known).
 */
export interface LoadContext {
  product: string;
  lang: Lang;
  /** The page's path, e.g. `/uz/schedule/yoshlar/`, and its route params (`:id`). */
  pathname: string;
  routeParams: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The time the page is rendered for (ms): broadcast widgets derive the Tashkent date from it. */
  now: number;
}

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
 * One of `values`: `Type.Union` of one `Type.Literal` per value (the same JSON Schema), typed so that
 * its static type is the union of the values (a union of a mapped list would be typed `never`).
 */
export function literalUnion<const K extends string>(
  values: readonly K[],
  options?: TSchemaOptions,
): TUnion<[TLiteral<K>]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as unknown as TUnion<[TLiteral<K>]>;
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

/**
 * The API resources a widget reads with these params, in the order it reads them: `load` of the
 * widget's `data.ts`, beside its schema, listed in src/widgets/loads.gen.ts. The server loads them
 * before rendering (and embeds them for hydration), the client prefetches them on a transition,
 * and the component reads the same needs through `useNeed`, so a widget states its data once.
 */
export type WidgetLoad<P> = (params: P, ctx: LoadContext) => DataNeed[];

/** Props every widget component receives. */
export interface WidgetProps<P> {
  id: string;
  params: P;
}

export type WidgetComponent<P> = ComponentType<WidgetProps<P>>;

/**
 * A widget's params as its schema states them: `export type FooParams = WidgetParams<typeof schema>`
 * in its meta.ts, never written by hand, so a component cannot read a param the schema lacks.
 */
export type WidgetParams<S extends TSchema> = Static<S>;

/** A widget's meta; its defaults and examples are checked against the params type of its schema. */
export function defineWidget<S extends AnyWidgetSchema>(
  meta: WidgetMeta<Static<S>> & { schema: S },
): WidgetMeta<Static<S>> {
  return meta;
}
