import { COMPONENTS } from '../registry/components';
import { WIDGET_META } from '../registry/meta';
import { LayoutView, WidgetSlot } from '../registry/render';
import type { WidgetMeta } from '../registry/types';
import { checkLayout, checkParams, upgradeParams } from '../registry/validate';
import type { StateLayout } from '../schemas/layout';
import { demoChannels } from '../src/server/db/demo-content';
import { DEFAULT_LAYOUTS } from '../src/shared/pages';
import { href, ROUTE_BY_STATE } from '../src/shared/routes';
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

/** A demo channel, for the `:id` of a route. */
const FIRST_CHANNEL = demoChannels()[0]?.channel._id ?? 'uzbekistan';

/**
 * Where a widget is shown in the app: the first default page that places it (a page without
 * route params first), so widgets that read the route (`:id`, `?page=`) see what they would there.
 */
export function widgetRoute(name: string): StoryRoute {
  const pages = DEFAULT_LAYOUTS.filter((l) => l.layout.params.components.some((c) => c.component === name));
  const routes = pages.map((p) => ROUTE_BY_STATE.get(p.state)).filter((r) => r !== undefined);
  const route = routes.find((r) => !r.path.includes(':')) ?? routes[0];
  if (!route) return { path: href('app.index') };
  return { path: href(route.state, { id: FIRST_CHANNEL }), pattern: `/uz/${route.path}` };
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
          title={`Widget “${meta.name}” has a meta.ts but no component in registry/components.ts`}
          issues={[
            WIDGET_META.has(meta.name)
              ? 'It is in WIDGETS.'
              : 'It is not in WIDGETS (registry/meta.ts) either.',
          ]}
        />
      )}
      <Issues title="Params do not match the widget's schema" issues={problems} />
    </>
  );
}
