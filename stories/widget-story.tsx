import { DEFAULT_LAYOUTS } from '@core/pages';
import { href, ROUTE_BY_STATE } from '@core/routes';
import type { StateLayout } from '@core/schemas/layout';
import { demoItemIds } from '@demo/content-api';
import { COMPONENTS } from '@widgets/components';
import { WIDGET_META } from '@widgets/meta';
import { LayoutView } from '@widgets/render';
import { WidgetSlot } from '@widgets/slot';
import type { WidgetMeta } from '@widgets/types';
import { checkLayout, checkParams, upgradeParams } from '@widgets/validate';
import type { StoryRoute } from './providers';

/** The args of a widget story are the widget's params. */
export type WidgetArgs = Record<string, unknown>;

/** The params of the example `name` of a widget (stories are generated from the examples). */
export function exampleParams(meta: WidgetMeta, name: string): WidgetArgs {
  const example = meta.examples.find((e) => e.name === name);
  if (!example) {
    throw new Error(`${meta.name} has no example "${name}" any more: run node scripts/gen-stories.mjs`);
  }
  return example.params as WidgetArgs;
}

/** The section of a route (`app.anchors.view` → `anchors`; the legacy `11111/:id/` is the archive's). */
const sectionOf = (state: string) =>
  state === 'app.archive.legacy' ? 'archive' : (state.split('.')[1] ?? '');

/**
 * The collection an example reads the page's `:id` as (`fromRoute` with a `db`, e.g. the comments
 * of an archive recording's page), `''` for `fromRoute` alone, or null when no example reads it.
 */
function routeReadBy(name: string): string | null {
  for (const example of WIDGET_META.get(name)?.examples ?? []) {
    const params = example.params as { fromRoute?: unknown; db?: unknown };
    if (params.fromRoute === true) return typeof params.db === 'string' ? params.db : '';
  }
  return null;
}

/**
 * Where a widget is shown in the app: the first default page that places it, so widgets that read
 * the route (`:id`, `?page=`) see what they would there. A page without route params comes first,
 * unless an example reads the page's `:id` (`fromRoute`): then the page of the section it names.
 * The `:id` is the first demo item of the page's section (src/demo/content-api.ts
 * `demoItemIds`, as of `now`: the archive's items follow the clock), so views show a real item.
 */
export function widgetRoute(name: string, now: Date = new Date()): StoryRoute {
  const pages = DEFAULT_LAYOUTS.filter((l) => l.layout.params.components.some((c) => c.component === name));
  const routes = pages.map((p) => ROUTE_BY_STATE.get(p.state)).filter((r) => r !== undefined);
  const db = routeReadBy(name);
  const withId = routes.filter((r) => r.path.includes(':id'));
  const route =
    (db === null ? undefined : (withId.find((r) => sectionOf(r.state) === db) ?? withId[0])) ??
    routes.find((r) => !r.path.includes(':')) ??
    routes[0];
  if (!route) return { path: href('app.index') };
  const id = demoItemIds(now)[sectionOf(route.state)] ?? 'demo';
  return { path: href(route.state, { id, token: 'demo-token' }), pattern: `/uz/${route.path}` };
}

function Issues({ title, issues }: { title: string; issues: string[] }) {
  if (issues.length === 0) return null;
  return (
    <div
      role="note"
      className="story-issues"
      style={{ marginTop: '1rem', borderLeft: '4px solid #c92a2a', paddingLeft: '0.75rem' }}
    >
      <strong>{title}</strong>
      <ul>
        {issues.map((issue) => (
          <li key={issue}>{issue}</li>
        ))}
      </ul>
    </div>
  );
}

/** A page template example rendered as a page: checked like the server checks a layout, then LayoutView. */
function LayoutStory({ meta, params }: { meta: WidgetMeta; params: WidgetArgs }) {
  const doc: StateLayout = {
    title: meta.title,
    state: 'app.index',
    order: 999,
    layout: { component: 'stateLayout', params: params as StateLayout['layout']['params'] },
    is_new: false,
    regeneration: false,
  };
  const check = checkLayout(doc, WIDGET_META);
  const invalid = new Map<string, string>();
  for (const issue of check.issues) {
    if (issue.componentId && !invalid.has(issue.componentId)) invalid.set(issue.componentId, issue.message);
  }
  return (
    <>
      {check.document ? <LayoutView layout={check.document} invalid={invalid} /> : null}
      <Issues
        title="Layout issues (as the server reports them)"
        issues={check.issues.map((i) => i.message)}
      />
    </>
  );
}

/**
 * One widget rendered from its params the way a page renders it: the widget's defaults applied,
 * then `WidgetSlot` resolves the name in the registry and loads the component lazily inside
 * Suspense and an error boundary.
 */
export function WidgetStory({ meta, params }: { meta: WidgetMeta; params: WidgetArgs }) {
  if (meta.name === 'stateLayout') return <LayoutStory meta={meta} params={params} />;
  // As the server serves a layout: the widget's defaults under the given params.
  const full = upgradeParams(meta, meta.schema.version, params).params;
  const problems = checkParams(meta, full);
  return (
    <>
      {COMPONENTS[meta.name] ? (
        <WidgetSlot
          placed={{
            id: `${meta.name}-story`,
            component: meta.name,
            version: meta.schema.version,
            params: full,
            container: 'main',
          }}
        />
      ) : (
        <Issues
          title={`Widget “${meta.name}” has a meta.ts but no component in src/widgets/components.ts`}
          issues={[
            WIDGET_META.has(meta.name)
              ? 'It is in WIDGETS.'
              : 'It is not in WIDGETS (src/widgets/meta.ts) either.',
          ]}
        />
      )}
      <Issues title="Params do not match the widget's schema" issues={problems} />
    </>
  );
}
