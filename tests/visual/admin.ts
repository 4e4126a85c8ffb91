import type { PlaywrightWorkerArgs } from '@playwright/test';
import { E2E_ADMIN } from '../e2e/env';

/** A session token of the server's admin (ADMIN_EMAIL of playwright.visual.config.ts), signed in once. */
export async function adminTokenAt(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const res = await request.post('/uz/api/auth/signin.json', {
      data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password },
    });
    if (res.status() !== 200) throw new Error(`admin sign-in: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { data: { token: string } }).data.token;
  } finally {
    await request.dispose();
  }
}
