import { locateChromium } from '../helpers/chromium';

/** Stops the run before any test when there is no Chromium to drive, saying how to install it. */
export default function globalSetup(): void {
  const { path, problem } = locateChromium();
  if (!path) throw new Error(`\n${problem}\n`);
  process.stdout.write(`e2e: Chromium at ${path}\n`);
}
