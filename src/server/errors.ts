import type { FastifyError, FastifyInstance } from 'fastify';
import { inputFault } from './input-guard';

/** A schema keyword: what a `pattern` means, for the 400's message (`validationMessage`). */
export const PATTERN_MESSAGE = 'x-pattern-message';

const CONTEXT: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

/** The field a validation error is about, dotted (`email`, `detail.fio`, or a missing property's path). */
export function validationField(error: FastifyError): string | null {
  const first = error.validation?.[0];
  if (!first) return null;
  const params = first.params as Record<string, unknown>;
  // The whole path, dotted (`detail.fio`), so a form can show the message beside a nested field.
  // An item of an array is its field's fault (`answer`, not `answer.0`).
  const segments = first.instancePath.split('/').slice(1);
  const item = segments.findIndex((segment) => /^\d+$/.test(segment));
  const base = (item === -1 ? segments : segments.slice(0, item)).join('.');
  const leaf =
    item !== -1
      ? undefined
      : ((params.missingProperty as string | undefined) ?? (params.additionalProperty as string | undefined));
  const path = leaf ? (base ? `${base}.${leaf}` : leaf) : base;
  return path || null;
}

/** A validation error as one sentence naming the parameter, e.g. `Invalid query parameter "count": …`. */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as Record<string, unknown>;
  const field = validationField(error) ?? '';
  const where = CONTEXT[error.validationContext ?? ''] ?? 'field';
  if (params.additionalProperty) return `Unknown ${where} "${field}"`;
  if (params.missingProperty) return `Missing ${where} "${field}"`;
  // A pattern whose schema says what it means (params.ts) is said in words, not as a regex.
  const meaning = (first as { parentSchema?: Record<string, unknown> }).parentSchema?.[PATTERN_MESSAGE];
  if (first.keyword === 'pattern' && typeof meaning === 'string')
    return `Invalid ${where} "${field}": ${meaning}`;
  return `Invalid ${where} "${field || '(root)'}": ${first.message ?? 'is invalid'}`;
}

/** Every error leaves as its status and `{message}`; bad input is a 4xx, never a 500. */
export function registerErrorHandling(app: FastifyInstance, apiPrefix: string) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const field = validationField(error);
      return reply.code(400).send({ message: validationMessage(error), ...(field ? { field } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const kb = Math.floor(request.routeOptions.bodyLimit / 1024);
      return reply.code(413).send({ message: `Request body is too large: the limit is ${kb} KB` });
    }
    if (inputFault(error)) {
      // The database refused a value the request brought (issue 11): the caller's fault.
      request.log.warn({ err: error }, 'input refused by the database');
      return reply.code(400).send({ message: 'A value of the request is not valid' });
    }
    if (status >= 400 && status < 500) {
      const field = (error as { field?: unknown }).field;
      return reply
        .code(status)
        .send({ message: error.message, ...(typeof field === 'string' ? { field } : {}) });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply
      .code(Math.max(status, 500))
      .send({ message: `Internal server error (request ${request.id})` });
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(apiPrefix)) {
      return reply
        .code(404)
        .send({ message: `No such API resource: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
