import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@isl/test-support';
import { DataSource } from 'typeorm';
import { caughtMails, startMailCatcher, type CaughtMail, type MailCatcher } from '../../src/platform/mail/mail-catcher';
import { AppQueues } from '../../src/platform/queue/app-queues';
import type { TestApp } from './test-app';

/**
 * A real SMTP server for a test file (the local catcher of `npm start`, on a folder of its own): the worker
 * sends to SMTP_URL through nodemailer, and the tests read what arrived, parsed by mailparser.
 */
export interface Mailbox {
  smtpUrl: string;
  port: number;
  /** The folder the caught mails are kept in, what MAIL_CATCHER_DIR names for /dev/mail. */
  dir: string;
  /** Every mail caught so far, newest first. */
  all(): Promise<CaughtMail[]>;
  /** The mails to `address`, newest first. */
  to(address: string): Promise<CaughtMail[]>;
  /** Waits for the `count`th mail to `address` (the first by default) and answers it. */
  next(address: string, count?: number): Promise<CaughtMail>;
  /** Stops listening, as an SMTP server that went away; `reopen` listens again on the same port. */
  stop(): Promise<void>;
  reopen(): Promise<void>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const dir = mkdtempSync(join(tmpdir(), 'isl-mailbox-'));
  let catcher: MailCatcher | null = await startMailCatcher(dir);
  const port = catcher.port;
  const to = async (address: string) => (await caughtMails(dir)).filter((mail) => mail.to.includes(address));
  const stop = async () => {
    await catcher?.close();
    catcher = null;
  };
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    port,
    dir,
    all: () => caughtMails(dir),
    to,
    next: async (address, count = 1) => (await waitFor(async () => (await to(address)).at(-count), { timeoutMs: 20_000, what: `mail ${count} to ${address}` })),
    stop,
    reopen: async () => {
      catcher = await startMailCatcher(dir, port);
    },
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Resolves once every mail the api has asked for so far has been handled by the worker: none waits in the outbox,
 * and the mail queue has nothing waiting, running or to retry. What was not sent by then is not going to be.
 */
export async function mailQueueIdle(t: TestApp): Promise<void> {
  const queue = t.app.get(AppQueues).of('mail');
  await waitFor(
    async () => {
      const [{ pending }] = (await t.app.get(DataSource).query(`SELECT count(*)::int AS pending FROM outbox`)) as { pending: number }[];
      const counts = await queue.jobCounts(['waiting', 'active', 'delayed', 'prioritized']);
      return pending === 0 && Object.values(counts).every((n) => !n);
    },
    { timeoutMs: 20_000, what: 'an idle mail queue' },
  );
}

/** The token of the reset link a mail carries: `${PUBLIC_URL}/reset-password?token=...`. */
export function resetToken(mail: CaughtMail, publicUrl = 'http://localhost:3000'): string {
  const link = new RegExp(`${publicUrl.replace(/[.]/g, '\\.')}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!link) throw new Error(`no reset link in the mail "${mail.subject}":\n${mail.text}`);
  return link[1];
}
