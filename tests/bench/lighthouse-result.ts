/**
 * One Lighthouse result as the bench keeps it (lighthouse.ts): the scores and metrics, and what
 * the audits blame (the largest paint's element, the shifts, the costliest opportunities).
 */
import type { Result } from 'lighthouse';
import { DEFAULT_CPU_SLOWDOWN } from './lighthouse-cpu';

export interface LhRun {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  siMs: number | null;
  /** Lighthouse's estimate of this machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the figures were simulated at. */
  cpuSlowdown: number;
  /** The element Lighthouse names as the largest contentful paint. */
  lcpElement: string | null;
  shifts: { element: string; score: number; causes: string[] }[];
  opportunities: {
    id: string;
    title: string;
    savingsMs: number;
    display: string;
    metrics: string;
    /** The worst offenders the audit lists (a URL or element, and what it wastes). */
    top: string[];
  }[];
  warnings: string[];
  error: string | null;
}

type Audit = Result['audits'][string];

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null;
const score = (lhr: Result, id: string): number | null => {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? null : Math.round(s * 100);
};

/** A node value of an audit table, as a developer would search for it: selector and label. */
function describeNode(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const node = value as {
    type?: string;
    selector?: string;
    nodeLabel?: string;
    snippet?: string;
    value?: string;
  };
  if (node.type === 'url') return node.value ?? null;
  if (node.type !== 'node') return null;
  const label = node.nodeLabel?.replace(/\s+/g, ' ').trim().slice(0, 60);
  const where = node.selector || node.snippet?.slice(0, 80) || '?';
  return label ? `${where}  "${label}"` : where;
}

function tableItems(audit: Audit | undefined): Record<string, unknown>[] {
  const details = audit?.details as { type?: string; items?: unknown[] } | undefined;
  if (!details || !Array.isArray(details.items)) return [];
  return details.items.filter((i): i is Record<string, unknown> => Boolean(i) && typeof i === 'object');
}

/** Layout shifts Lighthouse blames: `layout-shifts` (Lighthouse 12) or `layout-shift-elements` (older). */
function layoutShifts(lhr: Result): LhRun['shifts'] {
  const shifts = lhr.audits['layout-shifts'];
  if (shifts) {
    return tableItems(shifts).map((item) => {
      const sub = item.subItems as { items?: { cause?: unknown; extra?: unknown }[] } | undefined;
      const causes = (sub?.items ?? []).map((s) => {
        const extra = describeNode(s.extra);
        return `${String(s.cause ?? '')}${extra ? `: ${extra}` : ''}`;
      });
      return {
        element: describeNode(item.node) ?? '(element not named)',
        score: Number(item.score ?? 0),
        causes,
      };
    });
  }
  return tableItems(lhr.audits['layout-shift-elements']).map((item) => ({
    element: describeNode(item.node) ?? '(element not named)',
    score: Number(item.score ?? 0),
    causes: [],
  }));
}

function lcpElement(lhr: Result): string | null {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const details = audit?.details as { type?: string; items?: { items?: { node?: unknown }[] }[] } | undefined;
  // Lighthouse 12: a list whose first table has the element; older: a table of nodes.
  const first = details?.items?.[0];
  const node = first?.items?.[0]?.node ?? (first as { node?: unknown } | undefined)?.node;
  return describeNode(node);
}

/**
 * The performance audits that cost the most: anything that did not pass with estimated savings
 * (time, or the metrics it would move), the largest first.
 */
function opportunities(lhr: Result): LhRun['opportunities'] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const found: LhRun['opportunities'] = [];
  for (const ref of refs) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    // Printed on their own lines already.
    if (ref.id === 'layout-shifts' || ref.id === 'largest-contentful-paint-element') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual') continue;
    const details = audit.details as { overallSavingsMs?: number } | undefined;
    const savingsMs = details?.overallSavingsMs ?? 0;
    const metrics = Object.entries(audit.metricSavings ?? {})
      .filter(([, v]) => typeof v === 'number' && v > 0)
      .map(([k, v]) =>
        k === 'CLS' ? `${k} ${(v as number).toFixed(3)}` : `${k} ${Math.round(v as number)} ms`,
      )
      .join(', ');
    if (savingsMs <= 0 && !metrics) continue;
    const top = tableItems(audit)
      .slice(0, 3)
      .map((item) => {
        const what =
          typeof item.url === 'string'
            ? item.url.replace(/^https?:\/\/[^/]+/, '')
            : (describeNode(item.node) ?? (typeof item.groupLabel === 'string' ? item.groupLabel : null));
        const wasted =
          typeof item.wastedBytes === 'number'
            ? `${(item.wastedBytes / 1024).toFixed(0)} KiB`
            : typeof item.duration === 'number'
              ? `${Math.round(item.duration)} ms`
              : '';
        return what ? `${what}${wasted ? ` (${wasted})` : ''}` : '';
      })
      .filter(Boolean);
    found.push({
      id: ref.id,
      title: audit.title,
      savingsMs,
      display: audit.displayValue ?? '',
      metrics,
      top,
    });
  }
  return found.sort((a, b) => b.savingsMs - a.savingsMs);
}

export function toRun(lhr: Result): LhRun {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    siMs: numeric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? DEFAULT_CPU_SLOWDOWN,
    lcpElement: lcpElement(lhr),
    shifts: layoutShifts(lhr),
    opportunities: opportunities(lhr),
    warnings: lhr.runWarnings,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

export const failedRun = (error: string): LhRun => ({
  performance: null,
  accessibility: null,
  bestPractices: null,
  seo: null,
  fcpMs: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  siMs: null,
  benchmarkIndex: 0,
  cpuSlowdown: 0,
  lcpElement: null,
  shifts: [],
  opportunities: [],
  warnings: [],
  error,
});
