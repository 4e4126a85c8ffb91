/**
 * A failed API call: its HTTP status, the server's message and, when the server names one, the
 * body field or parameter at fault (`{message, field}`, so a form shows the message beside it).
 * It serialises to a plain object, so a failure the server rendered hydrates into the same error
 * state in the browser.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** The answer's JSON body (a 409's current version of what was written), not serialised. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toJSON() {
    return {
      name: this.name,
      message: this.message,
      status: this.status,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}
