import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A port nothing listens on right now, for an api started by a benchmark or a test. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the api answers /api/health; fails if its process ends first or after 30 seconds. */
export async function waitUntilHealthy(base: string, api: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (api.exitCode !== null || api.signalCode !== null) throw new Error(`the api exited (${api.exitCode ?? api.signalCode}) before it was healthy`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the api did not become healthy in 30 s');
}
