import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APPLICATION_STATUS } from '@isl/contracts';
import type { OutboxMessage } from '../../platform/outbox/outbox';
import { Article } from './articles/article.entity';
import { JournalistApplication } from './journalists/journalist-application.entity';

/*
 * An editor's decision reaches the person it concerns by mail too: the decision's transaction records the mail
 * job, and the mail feature reads what it needs to write it through these functions.
 */

/** The mail job of a decided application, for the decision's transaction (an application is decided once). */
export const applicationDecisionMail = (applicationId: number): OutboxMessage => ({
  job: { queue: 'mail', name: 'application-decided', data: { applicationId }, jobId: `application-decided-${applicationId}` },
});

/** The mail job of a decided article, for the decision's transaction (an article resubmitted is decided again). */
export const articleDecisionMail = (articleId: number, published: boolean, reason: string | null): OutboxMessage => ({
  job: { queue: 'mail', name: 'article-decided', data: { articleId, published, reason }, jobId: `article-decided-${articleId}-${randomUUID()}` },
});

/** What an applicant hears of an editor's decision: where they asked to be reached, by which name, and why. */
export interface ApplicationDecision {
  userId: string;
  email: string;
  firstName: string;
  approved: boolean;
  reason: string | null;
}

/** A decided application, or null while it waits for an editor or once it is gone (its account was deleted). */
export async function applicationDecision(manager: EntityManager, applicationId: number): Promise<ApplicationDecision | null> {
  const application = await manager.findOneBy(JournalistApplication, { id: applicationId });
  if (!application || application.status === APPLICATION_STATUS.pending) return null;
  const { userId, email, firstName, status, reason } = application;
  return { userId, email, firstName, approved: status === APPLICATION_STATUS.approved, reason };
}

/** An article's title and author, for the mail about its review; null once it is gone. */
export async function reviewedArticle(manager: EntityManager, articleId: number): Promise<{ authorId: string; title: string } | null> {
  return manager.findOne(Article, { where: { id: articleId }, select: { authorId: true, title: true } });
}
