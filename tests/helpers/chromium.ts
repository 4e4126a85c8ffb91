import { accessSync, constants, statSync } from 'node:fs';

/** The system Chromium used by the browser tests and the benchmarks: browsers are never downloaded. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Flags of every Chromium launch: headless, no sandbox (containers), nothing talking to the network. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where Chromium is: `CHROME_PATH` when set, else /usr/bin/chromium; an explanation when neither works. */
export function locateChromium(env: Record<string, string | undefined> = process.env): {
  path: string | null;
  problem: string | null;
} {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (isExecutableFile(fromEnv)) return { path: fromEnv, problem: null };
    return {
      path: null,
      problem: `CHROME_PATH is set to "${fromEnv}", which is not an executable file. Point it at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM}.`,
    };
  }
  if (isExecutableFile(DEFAULT_CHROMIUM)) return { path: DEFAULT_CHROMIUM, problem: null };
  return {
    path: null,
    problem: [
      `Chromium was not found at ${DEFAULT_CHROMIUM} and CHROME_PATH is not set.`,
      'The browser tests and benchmarks use the system Chromium; Playwright browsers are never downloaded.',
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or set CHROME_PATH to an installed Chromium or Chrome executable.',
    ].join('\n'),
  };
}

/** The Chromium executable, or an Error with the message above. */
export function chromiumPath(): string {
  const { path, problem } = locateChromium();
  if (!path) throw new Error(problem ?? 'Chromium not found');
  return path;
}
