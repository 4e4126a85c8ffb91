import { API_PREFIX } from '@core/api-prefix';
import { ErrorSchema } from '@core/schemas/common';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type, { type Static } from 'typebox';
import type { App, AppContext } from '../context';
import { type AccountLimit, accountLimit } from '../limits';
import type { OpsMetrics } from './metrics';

/** Where browsers send Content-Security-Policy violations (app.ts: `report-uri`, `report-to csp`). */
export const CSP_REPORT_PATH = `${API_PREFIX}/csp-report.json`;
/** The Reporting API's endpoint group of CSP reports (`Reporting-Endpoints: csp="…"`). */
export const CSP_REPORT_GROUP = 'csp';

/** A report is a few hundred bytes; a batch of the Reporting API a few KB. */
export const REPORT_BODY_LIMIT = 16 * 1024;

/**
 * Reports a client may send a minute. A page that breaks the policy reports once per violation;
 * the error reporter sends at most 5 per page load (src/client/error-reporter.ts). Many visitors
 * share an address behind carriers' NAT: a dropped report costs nothing but a count.
 */
export const REPORT_LIMITS = {
  cspPerClient: { max: 60, windowMs: 60_000 },
  clientErrorsPerClient: { max: 30, windowMs: 60_000 },
} satisfies Record<string, AccountLimit>;

/** Directives counted by name; anything else a browser (or a forger) names counts as `other`. */
const DIRECTIVES = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'media-src',
  'connect-src',
  'font-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'frame-ancestors',
  'base-uri',
  'form-action',
  'trusted-types',
  'require-trusted-types-for',
]);

const text = () => Type.Optional(Type.String());
const number = () => Type.Optional(Type.Number());

/**
 * `report-uri`'s body (`application/csp-report`). The report's own fields are open: browsers
 * add some, and nothing of it is stored (design §5's closed bodies are about what is kept).
 */
const LegacyCspReport = Type.Object(
  {
    'csp-report': Type.Object(
      {
        'document-uri': text(),
        referrer: text(),
        'violated-directive': text(),
        'effective-directive': text(),
        'original-policy': text(),
        disposition: text(),
        'blocked-uri': text(),
        'source-file': text(),
        'line-number': number(),
        'column-number': number(),
        'status-code': number(),
        'script-sample': text(),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: false },
);

/** The Reporting API's batch (`application/reports+json`, `report-to`). */
const ReportingBatch = Type.Array(
  Type.Object(
    {
      type: Type.String({ maxLength: 64 }),
      age: number(),
      url: text(),
      user_agent: text(),
      body: Type.Optional(
        Type.Object(
          {
            documentURL: text(),
            referrer: text(),
            blockedURL: text(),
            effectiveDirective: text(),
            originalPolicy: text(),
            sourceFile: text(),
            sample: text(),
            disposition: text(),
            statusCode: number(),
            lineNumber: number(),
            columnNumber: number(),
          },
          { additionalProperties: true },
        ),
      ),
    },
    { additionalProperties: true },
  ),
  { minItems: 1, maxItems: 100 },
);

const CspReportBody = Type.Union([LegacyCspReport, ReportingBatch]);

/** Bounds of a browser error; the reporter cuts its fields to them before sending. */
export const CLIENT_ERROR_BOUNDS = { message: 1000, source: 2048, stack: 4000, page: 2048, release: 100 };

const ClientErrorBody = Type.Object(
  {
    kind: Type.Optional(Type.Union([Type.Literal('error'), Type.Literal('unhandledrejection')])),
    message: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_BOUNDS.message }),
    source: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_BOUNDS.source })),
    line: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    column: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    stack: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_BOUNDS.stack })),
    page: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_BOUNDS.page }),
    release: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_BOUNDS.release, pattern: '^[\\w.+-]+$' }),
  },
  { additionalProperties: false },
);

/** One violation as logged: the directive and where, each cut short. */
interface Violation {
  directive: string;
  blocked?: string | undefined;
  page?: string | undefined;
  source?: string | undefined;
  disposition?: string | undefined;
}

const clip = (value: unknown, max = 300): string | undefined =>
  typeof value === 'string' && value ? (value.length > max ? `${value.slice(0, max)}…` : value) : undefined;

/** `script-src-elem`, from `script-src-elem` or an older browser's `script-src 'self'`. */
export function directiveOf(value: string | undefined): string {
  const name = (value ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return DIRECTIVES.has(name) ? name : 'other';
}

function violations(body: Static<typeof CspReportBody>): Violation[] {
  if (!Array.isArray(body)) {
    const r = body['csp-report'];
    const line = r['line-number'] ? `:${r['line-number']}:${r['column-number'] ?? 0}` : '';
    return [
      {
        directive: directiveOf(r['effective-directive'] ?? r['violated-directive']),
        blocked: clip(r['blocked-uri']),
        page: clip(r['document-uri']),
        source: clip(r['source-file'] ? `${r['source-file']}${line}` : undefined),
        disposition: clip(r.disposition, 20),
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation' && report.body)
    .map(({ body: r = {}, url }) => {
      const line = r.lineNumber ? `:${r.lineNumber}:${r.columnNumber ?? 0}` : '';
      return {
        directive: directiveOf(r.effectiveDirective),
        blocked: clip(r.blockedURL),
        page: clip(r.documentURL ?? url),
        source: clip(r.sourceFile ? `${r.sourceFile}${line}` : undefined),
        disposition: clip(r.disposition, 20),
      };
    });
}

/** Violations logged per request; the rest of a batch is counted only. */
const LOGGED_PER_REPORT = 5;

/**
 * The browsers' reports (issue 22), under the API prefix: CSP violations (`report-uri` and the
 * Reporting API) and the app's own uncaught errors (src/client/error-reporter.ts). Each is
 * logged as a warning with bounded fields, counted in the metrics by directive or kind (never by
 * a text a client wrote), rate-limited per client before its body is read, answered 204.
 */
export async function reportRoutes(app: App, ctx: AppContext, metrics: OpsMetrics, release: string) {
  const errorResponses = { 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema };

  await app.register(async (scope) => {
    const csp = scope.withTypeProvider<TypeBoxTypeProvider>();
    // The report media types, read as JSON in this scope only (with the JSON parser's guards).
    csp.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string' },
      csp.getDefaultJsonParser('error', 'error'),
    );
    csp.post(
      CSP_REPORT_PATH.slice(API_PREFIX.length),
      {
        bodyLimit: REPORT_BODY_LIMIT,
        onRequest: accountLimit(csp, ctx.config, 'csp-report', REPORT_LIMITS.cspPerClient),
        schema: {
          tags: ['ops'],
          summary: "A browser's Content-Security-Policy violation report(s)",
          description: `application/csp-report (report-uri) or application/reports+json (report-to); ${REPORT_BODY_LIMIT / 1024} KB at most, ${REPORT_LIMITS.cspPerClient.max} a minute per client.`,
          body: CspReportBody,
          response: { 204: Type.Null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const found = violations(request.body);
        for (const v of found) metrics.cspReports.inc({ directive: v.directive });
        for (const v of found.slice(0, LOGGED_PER_REPORT)) request.log.warn(v, 'CSP violation');
        if (found.length > LOGGED_PER_REPORT)
          request.log.warn(
            { more: found.length - LOGGED_PER_REPORT },
            'CSP violations not logged one by one',
          );
        return reply.code(204).send(null);
      },
    );
  });

  app.post(
    '/client-errors.json',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      onRequest: accountLimit(app, ctx.config, 'client-error', REPORT_LIMITS.clientErrorsPerClient),
      schema: {
        tags: ['ops'],
        summary: "An uncaught error of the app in a visitor's browser",
        description: `Sent by the app itself (navigator.sendBeacon): at most 5 per page load, ${REPORT_LIMITS.clientErrorsPerClient.max} a minute per client. \`release\` is the build's (its entry script's name).`,
        body: ClientErrorBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind = 'error', message, source, line, column, stack, page, release: theirs } = request.body;
      metrics.clientErrors.inc({ kind, release: theirs === release ? 'current' : 'other' });
      request.log.warn(
        {
          kind,
          page,
          release: theirs,
          ...(theirs !== release ? { serverRelease: release } : {}),
          message,
          ...(source ? { source: `${source}:${line ?? 0}:${column ?? 0}` } : {}),
          ...(stack ? { stack } : {}),
        },
        'browser error',
      );
      return reply.code(204).send(null);
    },
  );
}
