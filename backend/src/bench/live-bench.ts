import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { io, Socket } from 'socket.io-client';
import { SOCKET_PATH, type MatchUpdatePayload } from '@isl/contracts';
import { parseConfig } from '../config/config';
import { MatchesService } from '../matches/matches.service';
import { SimulatorModule } from '../simulator/simulator.module';
import { startBuiltApi } from './built-api';
import { printFigures, runBenchmark } from './run-benchmark';

/**
 * `npm run bench:live -- [--connections 5000] [--updates 20] [--interval 250]`: starts the built api on a
 * fresh seeded database, holds N Socket.IO connections to it, issues M score updates through
 * MatchesService.apply from a separate process context (as the simulator or an operator would), and prints
 * JSON: connections held, events expected and received, delivery latency from the update's commit to its
 * receipt by each client, and the api's memory per connection. It prints figures; it asserts nothing.
 */
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '5000' },
    updates: { type: 'string', default: '20' },
    interval: { type: 'string', default: '250' },
  },
});
const CONNECTIONS = Number(values.connections);
const UPDATES = Number(values.updates);
const INTERVAL_MS = Number(values.interval);
const CONNECT_BATCH = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) as string;
  return Number(line.replace(/\D+/g, '')) * 1024;
}

function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function connectAll(base: string): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < CONNECTIONS; start += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, CONNECTIONS - start) }, () =>
      io(base, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false }),
    );
    await Promise.all(
      batch.map((s) => new Promise((resolve) => (s.once('connect', () => resolve(null)), s.once('connect_error', () => resolve(null))))),
    );
    sockets.push(...batch);
  }
  return sockets;
}

async function main() {
  const api = await startBuiltApi('live');
  const { base, env } = api;
  let sockets: Socket[] = [];
  try {
    await sleep(500);
    const rssBefore = rssBytes(api.process.pid as number);
    const connectStarted = Date.now();
    sockets = await connectAll(base);
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    await sleep(1000);
    const held = sockets.filter((s) => s.connected).length;
    const rssAfter = rssBytes(api.process.pid as number);

    const latencies: number[] = [];
    let received = 0;
    for (const socket of sockets) {
      socket.on('match:update', (payload: MatchUpdatePayload) => {
        received++;
        latencies.push(Date.now() - Date.parse(payload.updatedAt));
      });
    }

    const context = await NestFactory.createApplicationContext(SimulatorModule.forRoot(parseConfig(env)), { logger: false });
    const matches = context.get(MatchesService);
    const [match] = await matches.upcoming(1);
    await matches.apply(match.id, { type: 'kickoff' });
    for (let update = 1; update < UPDATES; update++) {
      await sleep(INTERVAL_MS);
      await matches.apply(match.id, { type: 'goal', teamId: match.homeTeamId });
    }
    const expected = held * UPDATES;
    const deadline = Date.now() + 30_000;
    while (received < expected && Date.now() < deadline) await sleep(100);
    await context.close();

    latencies.sort((x, y) => x - y);
    printFigures({
      connectionsRequested: CONNECTIONS,
      connectionsHeld: held,
      connectSeconds,
      updates: UPDATES,
      eventsExpected: expected,
      eventsReceived: received,
      latencyMs: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? null },
      apiRssMiB: { before: +(rssBefore / 2 ** 20).toFixed(1), after: +(rssAfter / 2 ** 20).toFixed(1) },
      apiRssPerConnectionKiB: held ? +((rssAfter - rssBefore) / held / 1024).toFixed(1) : null,
    });
  } finally {
    for (const socket of sockets) socket.disconnect();
    await api.stop();
  }
}

runBenchmark('live', main);
