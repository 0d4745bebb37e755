import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How many caught mails the folder keeps: enough for a day of trying things, too few to fill a disk. */
export const CAUGHT_MAILS_KEPT = 50;

/** One caught mail as /dev/mail and the tests read it. */
export interface CaughtMail {
  /** Its file name in the catcher's folder. */
  id: string;
  receivedAt: Date;
  from: string;
  to: string[];
  subject: string;
  /** The Content-Language header, when the mail has one. */
  language: string | null;
  text: string;
  /** The HTML part, or null for a text-only mail. */
  html: string | null;
}

export interface MailCatcher {
  /** The port it listens on (127.0.0.1): what SMTP_URL names. */
  port: number;
  close(): Promise<void>;
}

/** A name that sorts by arrival, so the newest mails are the last names. */
const fileName = () => `${Date.now().toString().padStart(15, '0')}-${randomBytes(4).toString('hex')}.eml`;

/**
 * A local SMTP server for a developer's machine and the tests: it takes any mail to anyone (no TLS, no
 * authentication, on 127.0.0.1 only) and keeps the last CAUGHT_MAILS_KEPT, each as it came (an .eml file),
 * in `dir`, which /dev/mail reads. `port` 0 takes a free one.
 */
export async function startMailCatcher(dir: string, port = 0): Promise<MailCatcher> {
  await mkdir(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    // Without STARTTLS nodemailer speaks plain SMTP, and no self-signed certificate stands in its way.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        keep(dir, Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function keep(dir: string, raw: Buffer): Promise<void> {
  await writeFile(join(dir, fileName()), raw);
  const names = await mailFiles(dir);
  await Promise.all(names.slice(0, Math.max(0, names.length - CAUGHT_MAILS_KEPT)).map((name) => rm(join(dir, name), { force: true })));
}

async function mailFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.eml')).sort();
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);

/** The mails caught in `dir`, newest first, parsed (mailparser). */
export async function caughtMails(dir: string): Promise<CaughtMail[]> {
  const names = (await mailFiles(dir)).reverse();
  const mails = await Promise.all(
    names.map(async (name): Promise<CaughtMail | null> => {
      // A mail the catcher let go of since the folder was listed is no longer there to show.
      const raw = await readFile(join(dir, name)).catch(() => null);
      if (!raw) return null;
      const parsed = await simpleParser(raw);
      const language = parsed.headers.get('content-language');
      return {
        id: name,
        receivedAt: new Date(Number(name.split('-')[0])),
        from: parsed.from?.text ?? '',
        to: addresses(parsed.to),
        subject: parsed.subject ?? '',
        language: typeof language === 'string' ? language : null,
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : null,
      };
    }),
  );
  return mails.filter((mail) => mail !== null);
}
