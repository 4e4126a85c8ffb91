import { ApiError } from '@core/api-error';
import { API_PREFIX } from '@core/api-prefix';
import type { FormName } from '@core/schemas/forms';
import { csvPath } from '../_kit/requests/paths';
import type { Query } from '../runtime';

/** The file name of a `Content-Disposition` header, or null. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Downloads a form's submissions as CSV (`GET {product}/form/{form}.csv` with the list's filters).
 * The export needs the bearer token, which a plain link cannot send: the file is fetched with it
 * (the session's `token()`), then saved from an object URL under the server's file name. Rejects
 * with an ApiError (the server's message) when the server refuses.
 */
export async function downloadCsv(
  product: string,
  form: FormName,
  query: Query,
  token: string | null,
): Promise<void> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'form' && value !== undefined && value !== null && value !== '')
      search.set(key, String(value));
  }
  const qs = search.toString();
  const response = await fetch(`${API_PREFIX}/${csvPath(product, form)}${qs ? `?${qs}` : ''}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let message = `${response.status} ${response.statusText}`.trim();
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // No JSON body: the status line says it.
    }
    throw new ApiError(response.status, message);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? `${form}.csv`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; free it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
