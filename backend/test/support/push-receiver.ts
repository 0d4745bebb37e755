import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt } from 'http_ece';
import type { PushMessage, PushSubscriptionRequest } from '@isl/contracts';
import { selfSignedCertificate } from '@isl/test-support';

/** How a device's push service answers: accept, say the subscription is gone, or be busy once and then accept. */
export type DeviceBehaviour = 'accept' | 'gone' | 'busy-once';

export interface ReceivedPush {
  device: string;
  message: PushMessage;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

interface Device {
  ecdh: ECDH;
  auth: string;
  behaviour: DeviceBehaviour;
  refusals: number;
}

/**
 * A push service on 127.0.0.1 over HTTPS, as browsers' push services are, for the tests: it checks each
 * request's VAPID JWT (ES256, audience, expiry) against the server's public key, decrypts the aes128gcm
 * payload with the device's private key (RFC 8291), and keeps what it received. Devices are subscriptions
 * made here, each with its own P-256 key pair and auth secret, as a browser makes them.
 */
export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  readonly rejected: string[] = [];
  /** The receiver's self-signed certificate, for NODE_EXTRA_CA_CERTS of the process that sends. */
  readonly certificatePath: string;
  private readonly keyPath: string;
  private readonly devices = new Map<string, Device>();
  private readonly dir: string;
  private server?: Server;
  private origin = '';

  constructor(private readonly vapidPublicKey: () => string) {
    this.dir = mkdtempSync(join(tmpdir(), 'isl-push-'));
    ({ keyPath: this.keyPath, certificatePath: this.certificatePath } = selfSignedCertificate(this.dir));
  }

  async start(): Promise<void> {
    this.server = createServer({ key: readFileSync(this.keyPath), cert: readFileSync(this.certificatePath) }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const { status, problem } = this.receive(request.url ?? '', request.headers, Buffer.concat(chunks));
        if (problem) this.rejected.push(problem);
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** A new device: the subscription a browser would post, for `language`. */
  device(name: string, language: PushSubscriptionRequest['language'], behaviour: DeviceBehaviour = 'accept'): PushSubscriptionRequest {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    this.devices.set(name, { ecdh, auth, behaviour, refusals: 0 });
    return { endpoint: `${this.origin}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth }, language };
  }

  messagesTo(device: string): PushMessage[] {
    return this.received.filter((push) => push.device === device).map((push) => push.message);
  }

  private receive(url: string, headers: Record<string, string | string[] | undefined>, body: Buffer): { status: number; problem?: string } {
    const name = url.replace(/^\/push\//, '');
    const device = this.devices.get(name);
    if (!device) return { status: 404, problem: `no device ${name}` };
    const vapidProblem = this.vapidProblem(String(headers.authorization ?? ''));
    if (vapidProblem) return { status: 403, problem: vapidProblem };
    if (headers['content-encoding'] !== 'aes128gcm') return { status: 415, problem: `content-encoding ${String(headers['content-encoding'])}` };
    if (device.behaviour === 'gone') return { status: 410 };
    if (device.behaviour === 'busy-once' && device.refusals++ === 0) return { status: 429 };
    const message = JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString('utf8')) as PushMessage;
    const header = (key: string) => (headers[key] === undefined ? undefined : String(headers[key]));
    this.received.push({ device: name, message, ttl: header('ttl'), urgency: header('urgency'), topic: header('topic') });
    return { status: 201 };
  }

  /** RFC 8292: `vapid t=<JWT>, k=<server public key>`; the JWT is ES256 for this origin, unexpired, with a subject. */
  private vapidProblem(authorization: string): string | null {
    const match = /^vapid t=([^,]+),\s*k=(\S+)$/.exec(authorization);
    if (!match) return `no VAPID authorization: ${authorization}`;
    const [, jwt, key] = match;
    if (key !== this.vapidPublicKey()) return 'VAPID key is not the server\'s';
    const [header, payload, signature] = jwt.split('.');
    const point = Buffer.from(key, 'base64url');
    const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    if (!verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) return 'bad VAPID signature';
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string };
    if (claims.aud !== this.origin) return `VAPID audience ${claims.aud}`;
    if (claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) return 'VAPID expiry out of range';
    if (!claims.sub) return 'no VAPID subject';
    return null;
  }
}
