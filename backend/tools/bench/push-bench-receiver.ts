import { createECDH, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushMessage } from '@isl/contracts';
import { replyToParent, serveParent } from './live-bench-ipc';
import { pushBenchAnswer, type ReceiverReply, type ReceiverRequest } from './push-bench-ipc';

/**
 * bench:push's push service, in a process of its own so that its work is not the worker's: HTTPS on 127.0.0.1, as
 * FCM, answering each device as pushBenchAnswer says (201, 410 or a first 429), and recording when each message
 * was accepted. One message in `decryptEvery` is decrypted with its device's private key (RFC 8291, aes128gcm), so
 * the figures are known to be of real Web Push; the rest are taken unread, as a push service stores them.
 */
let devices = 0;
let keys: { ecdh: ECDH; auth: string }[] = [];
let decryptEvery = 1;
let attempts = new Uint8Array(0);
let accepted = new Uint8Array(0);
let acceptedAtMs: number[] = [];
let answered = { created: 0, gone: 0, tooManyRequests: 0, unknown: 0 };
let decrypted = { checked: 0, failed: 0 };

function reset(count: number): void {
  devices = count;
  attempts = new Uint8Array(count);
  accepted = new Uint8Array(count);
  acceptedAtMs = [];
  answered = { created: 0, gone: 0, tooManyRequests: 0, unknown: 0 };
  decrypted = { checked: 0, failed: 0 };
}

function checkPayload(device: number, body: Buffer): void {
  decrypted.checked++;
  try {
    const { ecdh, auth } = keys[device % keys.length];
    const message = JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as PushMessage;
    if (message.kind !== 'result') decrypted.failed++;
  } catch {
    decrypted.failed++;
  }
}

serveParent<ReceiverRequest>(async (request) => {
  if (request.kind === 'reset') {
    reset(request.devices);
    replyToParent<ReceiverReply>({ kind: 'reset' });
    return;
  }
  if (request.kind === 'count') {
    replyToParent<ReceiverReply>({ kind: 'count', accepted: acceptedAtMs.length });
    return;
  }
  if (request.kind === 'figures') {
    const missing = accepted.reduce((sum, times, device) => sum + (times === 0 && pushBenchAnswer(device, 0) !== 410 ? 1 : 0), 0);
    const duplicates = accepted.reduce((sum, times) => sum + Math.max(0, times - 1), 0);
    replyToParent<ReceiverReply>({ kind: 'figures', acceptedAtMs: Float64Array.from(acceptedAtMs), answered, decrypted, missing, duplicates });
    return;
  }
  keys = request.keys.map(({ privateKey, auth }) => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return { ecdh, auth };
  });
  decryptEvery = request.decryptEvery;
  const server = createServer({ key: readFileSync(request.keyPath), cert: readFileSync(request.certificatePath) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const device = Number(/^\/push\/(\d+)$/.exec(req.url ?? '')?.[1] ?? -1);
      if (!(device >= 0 && device < devices) || !String(req.headers.authorization).startsWith('vapid t=')) {
        answered.unknown++;
        res.writeHead(404).end();
        return;
      }
      const status = pushBenchAnswer(device, attempts[device]++);
      if (status === 201) {
        accepted[device]++;
        acceptedAtMs.push(Date.now());
        answered.created++;
        if (device % decryptEvery === 0) checkPayload(device, Buffer.concat(chunks));
      } else if (status === 410) answered.gone++;
      else answered.tooManyRequests++;
      res.writeHead(status).end();
    });
  });
  // Every worker's connections at once: more than Node's default backlog of 511 may arrive together.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  replyToParent<ReceiverReply>({ kind: 'listening', port: (server.address() as AddressInfo).port });
});
