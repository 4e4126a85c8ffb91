/**
 * V8 flags the server runs with, wherever it is started: `npm start` (package.json's `start`
 * names them too; node-flags.test.ts keeps the two in step), the cluster's instances
 * (cluster/main.ts) and the benchmarks' built server (tests/bench/server.ts).
 *
 * `--max-semi-space-size=64` (MB; Node 20's default is 16): a render allocates a page's worth of
 * short-lived strings and objects, and a small young generation collects them several times a
 * page. With 64 MB an uncached `/uz/` took 8 % less CPU (4.08 → 3.75 ms a page) and the server
 * answered 12 % more uncached pages a second (256 → 286), alternating A/B on a quiet machine
 * (tests/bench/html-rps-ab.ts; decision 025). The price is up to ~190 MB more memory per
 * instance at peak (three semi-spaces), returned when idle.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
