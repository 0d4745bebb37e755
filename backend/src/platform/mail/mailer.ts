import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

/** One mail, written: both parts, and the language they are in. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Its BCP 47 tag (`ckb` for Sorani), sent as Content-Language. */
  language: string;
}

/**
 * An unreachable or silent SMTP server fails a send within seconds rather than nodemailer's minutes: the job
 * is retried later (see the mail queue's options) instead of holding a worker.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends mail through the SMTP server of SMTP_URL (nodemailer), from MAIL_FROM. Without SMTP_URL nothing is sent:
 * each mail is logged as dropped, so an operator sees what a missing setting costs.
 */
@Injectable()
export class Mailer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | null;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transport = config.mail.smtpUrl ? createTransport({ url: config.mail.smtpUrl, ...SMTP_TIMEOUTS_MS }) : null;
    this.from = config.mail.from;
  }

  onModuleInit(): void {
    if (!this.transport) this.logger.warn('SMTP_URL is not set: no e-mail is sent (password resets, editors\' decisions)');
  }

  /** Sends the mail; throws when the SMTP server cannot be reached or refuses it. Answers whether it was sent. */
  async send(mail: OutgoingMail): Promise<boolean> {
    if (!this.transport) {
      this.logger.warn(`mail "${mail.subject}" not sent: SMTP_URL is not set`);
      return false;
    }
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // RFC 3834: an automatic mail, so mail systems send no out-of-office replies to it.
      headers: { 'Content-Language': mail.language, 'Auto-Submitted': 'auto-generated' },
    });
    return true;
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
