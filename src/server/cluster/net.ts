import { createServer } from 'node:net';

/** A free TCP port on loopback (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether the instance on `port` says it is ready for traffic (`/uz/api/ready.json` within 1 s). */
export async function isReady(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/uz/api/ready.json`, {
      signal: AbortSignal.timeout(1000),
    });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}
