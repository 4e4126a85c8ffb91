/**
 * Draining on SIGTERM behind a balancer (decision 024). The balancer learns from ready.json that
 * this instance is going and stops choosing it, but when it stops is the balancer's business: nginx
 * reloads, its old workers finish what they hold, and until then a request can still arrive on an
 * idle keep-alive connection. Closing such a connection while the balancer writes a POST into it
 * loses the request (nginx retries only idempotent ones), so the instance closes only once the
 * traffic has really stopped: at least `minMs` after the drain began, then after `quietMs` without
 * a request in flight or arriving, and never later than `maxMs`.
 */
export interface DrainTimes {
  minMs: number;
  quietMs: number;
  maxMs: number;
}

export class Drain {
  private started = 0;
  private readonly inFlight = new Set<unknown>();
  private lastActivity = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get draining(): boolean {
    return this.started > 0;
  }

  begin(): void {
    if (!this.started) this.started = this.now();
  }

  /** A request arrived (`key`: anything naming it, ended once by `requestEnded`). */
  requestStarted(key: unknown): void {
    this.inFlight.add(key);
    this.lastActivity = this.now();
  }

  /** A request was answered or aborted; a second call for the same key changes nothing. */
  requestEnded(key: unknown): void {
    if (this.inFlight.delete(key)) this.lastActivity = this.now();
  }

  /** Whether the instance may close now; `begin()` must have been called. */
  done({ minMs, quietMs, maxMs }: DrainTimes): boolean {
    const now = this.now();
    const since = now - this.started;
    if (since >= maxMs) return true;
    if (since < minMs) return false;
    return this.inFlight.size === 0 && now - this.lastActivity >= quietMs;
  }

  /** Resolves once `done(times)`, checking every `stepMs`. */
  async settled(times: DrainTimes, stepMs = 100): Promise<void> {
    this.begin();
    while (!this.done(times)) await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
}
