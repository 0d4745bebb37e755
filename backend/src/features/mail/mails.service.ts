import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PASSWORD_RESET_MINUTES, type Language } from '@isl/contracts';
import { PasswordResetLinks, UsersService } from '../../identity';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Mailer } from '../../platform/mail/mailer';
import type { JobData } from '../../platform/queue/jobs';
import { applicationDecision, reviewedArticle } from '../newsroom';
import type { Letter } from './letter';
import { counted, MAIL_TEXTS, MINUTES, type MailBody } from './mail-texts';
import { writeMail } from './mail-writer';

/**
 * Who hears what by mail, in their language: each job's facts are read when it runs (a deleted account, article
 * or application hears nothing), written by MAIL_TEXTS and sent by the Mailer. A failed send throws, so the job
 * is retried (see the mail queue's options).
 */
@Injectable()
export class Mails {
  private readonly site: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly mailer: Mailer,
    private readonly resetLinks: PasswordResetLinks,
    private readonly users: UsersService,
  ) {
    this.site = config.publicUrl.replace(/\/$/, '');
  }

  /** A link to choose a new password, to the account of the address if there is one; in the page's language, else the account's. */
  async passwordReset({ requestId, email, language }: JobData<'mail', 'password-reset'>) {
    const link = await this.resetLinks.issue(requestId, email);
    if (!link) return { sent: 0 };
    const writtenIn = language ?? link.language;
    const texts = MAIL_TEXTS[writtenIn];
    if (!link.token) return this.send(link.email, writtenIn, link.firstName, texts.noPasswordToReset(), '/login');
    const body = texts.passwordReset(counted(writtenIn, PASSWORD_RESET_MINUTES, MINUTES));
    return this.send(link.email, writtenIn, link.firstName, body, `/reset-password?token=${link.token}`);
  }

  /** The editor's decision, to the address the applicant gave, by the name they gave. */
  async applicationDecided({ applicationId }: JobData<'mail', 'application-decided'>) {
    const decision = await applicationDecision(this.dataSource.manager, applicationId);
    const recipient = decision && (await this.users.mailRecipient(decision.userId));
    if (!decision || !recipient) return { sent: 0 };
    const texts = MAIL_TEXTS[recipient.language];
    return decision.approved
      ? this.send(decision.email, recipient.language, decision.firstName, texts.applicationApproved(), '/journalists')
      : this.send(decision.email, recipient.language, decision.firstName, texts.applicationRejected(decision.reason), '/journalist-apply');
  }

  /** The editor's decision on an article, to its author. */
  async articleDecided({ articleId, published, reason }: JobData<'mail', 'article-decided'>) {
    const article = await reviewedArticle(this.dataSource.manager, articleId);
    const recipient = article && (await this.users.mailRecipient(article.authorId));
    if (!article || !recipient) return { sent: 0 };
    const texts = MAIL_TEXTS[recipient.language];
    return published
      ? this.send(recipient.email, recipient.language, recipient.firstName, texts.articlePublished(article.title), `/journalists/articles/${articleId}`)
      : this.send(recipient.email, recipient.language, recipient.firstName, texts.articleRejected(article.title, reason), '/journalists');
  }

  private async send(to: string, language: Language, firstName: string | null, body: MailBody, path: string): Promise<{ sent: number }> {
    const { action, ...rest } = body;
    const letter: Letter = { ...rest, greeting: MAIL_TEXTS[language].greeting(firstName), action: action && { label: action, url: `${this.site}${path}` } };
    return { sent: (await this.mailer.send(writeMail(to, letter, language))) ? 1 : 0 };
  }
}
