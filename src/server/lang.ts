import { isLang, type Lang } from '@core/lang';
import { langFromCookie } from '@core/lang-cookie';
import type { FastifyRequest } from 'fastify';

/**
 * The language a request is answered in (pages and messages): `?lang=` when it names one (hreflang
 * alternates, shared links), else the `efir_lang` cookie, else uz.
 */
export function requestLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  return isLang(query?.lang) ? query.lang : langFromCookie(request.headers.cookie);
}
