import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { MatchEventPayload, MatchUpdatePayload } from '@isl/contracts';

/*
 * What bench:live and bench:cluster say to their child processes (the client processes, and bench:live's bare
 * Socket.IO server) over IPC. Each request gets one reply; latencies travel as typed arrays (the channel uses
 * structured clone).
 */

/**
 * What a match command sent the bench's clients, as one heard it last: the bare server repeats it. The clients
 * follow no match, as fans on the dashboard, so they hear no timeline entry (`event` null) unless that changes.
 */
export interface HeardPayloads {
  update: MatchUpdatePayload;
  event: MatchEventPayload | null;
}

/** When the clients received one update, and the update's stamp (its `updatedAt`), in ms since the epoch. */
export interface UpdateReceipts {
  stampMs: number;
  receivedAtMs: Float64Array;
}

export type ClientsRequest =
  | { kind: 'connect'; url: string; count: number }
  /** Reply once each socket has had `updates` updates since it connected, or after `timeoutMs`. */
  | { kind: 'collect'; updates: number; timeoutMs: number }
  | { kind: 'disconnect' };

export type ClientsReply =
  | { kind: 'connected'; held: number }
  | {
      kind: 'collected';
      /** Every `match:update` received since the sockets connected, by update. */
      receipts: UpdateReceipts[];
      eventsReceived: number;
      heard: HeardPayloads | null;
    }
  | { kind: 'disconnected' };

/** `at`: when the bench asked for the broadcast, its stand-in for a command's commit, and the update's stamp. */
export type BareServerRequest = { kind: 'broadcast'; payloads: HeardPayloads; at: number } | { kind: 'figures' };

export type BareServerReply =
  | { kind: 'listening'; port: number }
  | {
      kind: 'figures';
      /** From each update's `at` to the end of its write to every socket, in ms, in the order they were sent. */
      fanOutMs: Float64Array;
    };

/** A child process of the bench, spoken to by request and reply. */
export class BenchChild<Request, Reply extends { kind: string }> {
  private constructor(
    private readonly script: string,
    readonly process: ChildProcess,
  ) {}

  /** Forks `dist/bench/<script>.js`, with Node's `execArgv` and an IPC channel; the child exits when the bench does. */
  static fork<Request, Reply extends { kind: string }>(script: string, execArgv: string[] = []): BenchChild<Request, Reply> {
    const child = fork(join(__dirname, `${script}.js`), [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new BenchChild<Request, Reply>(script, child);
  }

  /** The next message of this kind from the child, or a rejection when it exits first. */
  next<K extends Reply['kind']>(kind: K): Promise<Extract<Reply, { kind: K }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: Reply) => {
        if (message.kind !== kind) return;
        this.process.off('exit', onExit);
        this.process.off('message', onMessage);
        resolve(message as Extract<Reply, { kind: K }>);
      };
      const onExit = (code: number | null) => {
        this.process.off('message', onMessage);
        reject(new Error(`${this.script} exited with ${code} while the bench waited for '${kind}'`));
      };
      this.process.on('message', onMessage);
      this.process.once('exit', onExit);
    });
  }

  send(request: Request): void {
    this.process.send(request as object);
  }

  request<K extends Reply['kind']>(request: Request, replyKind: K): Promise<Extract<Reply, { kind: K }>> {
    const reply = this.next(replyKind);
    this.send(request);
    return reply;
  }

  /** Closes the channel, which the child answers by exiting (normally, so a profile it takes gets written). */
  async stop(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    if (this.process.connected) this.process.disconnect();
    else this.process.kill();
    await exited;
  }
}

/** Replies a child sends its parent; a child without an IPC channel was started wrongly. */
export function replyToParent<Reply>(reply: Reply): void {
  if (!process.send) throw new Error('a bench child runs under bench:live or bench:cluster, with an IPC channel');
  process.send(reply as object);
}

/** A child's requests, handled one at a time in arrival order; it exits when its parent goes, or fails. */
export function serveParent<Request>(handle: (request: Request) => Promise<void> | void): void {
  let queue = Promise.resolve();
  process.on('message', (request: Request) => {
    queue = queue
      .then(() => handle(request))
      .catch((error: unknown) => {
        process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
        process.exit(1);
      });
  });
  process.on('disconnect', () => process.exit(0));
}
