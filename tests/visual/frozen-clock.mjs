/**
 * The visual tests' server clock (tests only: `node --import ./tests/visual/frozen-clock.mjs
 * dist/server/main.js`, started by playwright.visual.config.ts). `Date` reads one fixed instant,
 * FROZEN_NOW (ISO 8601; the default is the screenshots' instant, tests/visual/clock.ts), for the
 * whole life of the process, so what is on air, the demo schedules of the days around it, the
 * announcements and the weather the demo seeds are the same on every run. `new Date(x)`,
 * `Date.parse` and `Date.UTC` are untouched; timers (`setTimeout`, `setInterval`) and
 * `performance.now()` run normally, so nothing waits forever. The browser's clock is frozen at the
 * same instant by Playwright (`page.clock.setFixedTime`).
 */
const FROZEN = Date.parse(process.env.FROZEN_NOW ?? '2026-11-27T07:40:00.000Z');
if (Number.isNaN(FROZEN)) throw new Error(`FROZEN_NOW is not a date: ${process.env.FROZEN_NOW}`);

const RealDate = Date;

/** `Date` with no arguments is the frozen instant; anything else is the real `Date`. */
function FrozenDate(...args) {
  if (!new.target) return new RealDate(FROZEN).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [FROZEN] : args, new.target);
}
Object.setPrototypeOf(FrozenDate, RealDate);
FrozenDate.prototype = RealDate.prototype;
FrozenDate.now = () => FROZEN;
FrozenDate.parse = RealDate.parse;
FrozenDate.UTC = RealDate.UTC;

globalThis.Date = FrozenDate;
