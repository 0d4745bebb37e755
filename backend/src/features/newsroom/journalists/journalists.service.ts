import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import {
  APPLICATION_STATUS,
  ARTICLE_STATUS,
  JOURNALIST_REVIEW_BUSINESS_DAYS,
  TOP_CONTRIBUTORS_LIMIT,
  type ExperienceOption,
  type JournalistApplicationRequest,
  type JournalistApplicationResponse,
  type JournalistApplySettings,
  type SpecializationOption,
  type TopContributor,
} from '@isl/contracts';
import { liveMessages } from '../../../platform/live/live-events';
import { recordInOutbox } from '../../../platform/outbox/outbox';
import { OutboxRelay } from '../../../platform/outbox/outbox-relay.service';
import { PublicReadChanges } from '../../../platform/outbox/public-read-changes';
import type { ReadModelTopic } from '../../../platform/read-models/read-model-cache';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { AppConfig } from '../../../platform/config/config';
import { APPROVED_JOURNALISTS_SQL, UsersService, type User } from '../../../identity';
import { applicationDecisionMail } from '../decisions-told';
import { JournalistApplication } from './journalist-application.entity';
import { alreadyDecided, alreadyJournalist, applicationNotFound, applicationPending } from './journalists.errors';

/** PostgreSQL's unique_violation: here, a second pending application of one user (UQ_journalist_applications_pending). */
const UNIQUE_VIOLATION = '23505';

export type ApplicationDecision = { approve: true } | { approve: false; reason: string | null };

interface ContributorRow {
  id: string;
  display_name: string | null;
  picture_url: string | null;
  article_count: number;
  avg_rating: string | null;
}

/** A new journalist joins the public lists of people (the hub's top contributors). */
const JOURNALIST_LISTS: ReadModelTopic[] = ['people'];

/**
 * Journalist applications and their review. Applying marks the account `userType = 'journalist'`; approval
 * (by an editor, or at once with JOURNALIST_AUTO_APPROVE) makes it `role = 'journalist'`,
 * `isJournalistApproved = true` and copies the application's professional details to the account; a
 * rejection sets `userType` back to 'normal', so the account can apply again.
 */
@Injectable()
export class JournalistsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly publicReads: PublicReadChanges,
    private readonly users: UsersService,
    private readonly outbox: OutboxRelay,
  ) {}

  applySettings(): JournalistApplySettings {
    return { autoApprove: this.config.journalistAutoApprove, reviewBusinessDays: JOURNALIST_REVIEW_BUSINESS_DAYS };
  }

  async apply(user: User, request: JournalistApplicationRequest): Promise<JournalistApplicationResponse> {
    if (user.isJournalistApproved) throw alreadyJournalist();
    const autoApprove = this.config.journalistAutoApprove;
    const id = await this.dataSource
      .transaction(async (manager) => {
        const application = await manager.save(
          manager.create(JournalistApplication, {
            userId: user.id,
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email,
            workplace: request.workplace,
            bio: request.bio,
            experience: request.experience,
            specialization: request.specialization,
            portfolio: request.portfolio ?? null,
            ...newApplicationStatus(autoApprove, new Date()),
          }),
        );
        await this.users.setUserType(user.id, 'journalist', manager);
        if (autoApprove) await this.makeJournalist(manager, application);
        return application.id;
      })
      .catch((error: unknown) => {
        if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) throw applicationPending();
        throw error;
      });
    if (autoApprove) this.publicReads.committed(JOURNALIST_LISTS);
    return this.applicationById(id);
  }

  /** The user's latest application with its decision; null when they never applied. */
  async latestOf(userId: string): Promise<JournalistApplicationResponse | null> {
    const application = await this.applications().findOne({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, relations: { decider: true } });
    return application ? toApplicationResponse(application) : null;
  }

  /** The editors' queue: pending applications, oldest first. */
  async pending(): Promise<JournalistApplicationResponse[]> {
    const applications = await this.applications().find({ where: { status: APPLICATION_STATUS.pending }, order: { createdAt: 'ASC', id: 'ASC' } });
    return applications.map(toApplicationResponse);
  }

  /** An editor's decision on a pending application, mailed to the applicant; once only (409 ALREADY_DECIDED after that). */
  async decide(applicationId: number, editorId: string, decision: ApplicationDecision): Promise<JournalistApplicationResponse> {
    await this.dataSource.transaction(async (manager) => {
      // The WHERE on status makes the decision once only, even when two editors decide at the same moment.
      const { affected } = await manager
        .createQueryBuilder()
        .update(JournalistApplication)
        .set({ ...decidedApplication(decision), decidedAt: () => 'now()', decidedBy: editorId })
        .where('id = :applicationId AND status = :pending', { applicationId, pending: APPLICATION_STATUS.pending })
        .execute();
      if (!affected) throw (await manager.existsBy(JournalistApplication, { id: applicationId })) ? alreadyDecided('application') : applicationNotFound();
      const application = await manager.findOneByOrFail(JournalistApplication, { id: applicationId });
      if (decision.approve) await this.makeJournalist(manager, application);
      else await this.users.setUserType(application.userId, 'normal', manager);
      await recordInOutbox(manager, [{ broadcast: liveMessages.applicationDecided(application.userId, { applicationId, status: application.status }) }, applicationDecisionMail(applicationId)]);
    });
    if (decision.approve) this.publicReads.committed(JOURNALIST_LISTS);
    this.outbox.wake();
    return this.applicationById(applicationId);
  }

  /**
   * The hub's top contributors: approved journalists by published articles, then by the average of every
   * rating their published articles received (rounded to 1 decimal for show, exact for the order).
   */
  async topContributors(): Promise<TopContributor[]> {
    const rows = await this.dataSource.query<ContributorRow[]>(
      `SELECT u.id, u.display_name, u.picture_url, stats.article_count, round(stats.avg_rating, 1)::text AS avg_rating
       FROM ${APPROVED_JOURNALISTS_SQL} u
       CROSS JOIN LATERAL (
         SELECT (SELECT count(*)::int FROM articles a WHERE a.author_id = u.id AND a.status = $2) AS article_count,
                (SELECT avg(r.rating) FROM article_ratings r JOIN articles a ON a.id = r.article_id
                 WHERE a.author_id = u.id AND a.status = $2) AS avg_rating
       ) stats
       ORDER BY stats.article_count DESC, stats.avg_rating DESC NULLS LAST, u.joined_at, u.id
       LIMIT $1`,
      [TOP_CONTRIBUTORS_LIMIT, ARTICLE_STATUS.published],
    );
    return rows.map((row) => ({
      id: row.id,
      displayName: row.display_name,
      profileImageUrl: row.picture_url,
      articleCount: row.article_count,
      avgRating: row.avg_rating === null ? 0 : Number(row.avg_rating),
    }));
  }

  /** Approval's effect on the account: it writes as a journalist, with the application's details. */
  private async makeJournalist(manager: EntityManager, { userId, workplace, bio, experience, specialization, portfolio }: JournalistApplication): Promise<void> {
    await this.users.makeJournalist(userId, { workplace, bio, experience, specialization, portfolio }, manager);
    await this.publicReads.record(manager, JOURNALIST_LISTS);
  }

  private async applicationById(id: number): Promise<JournalistApplicationResponse> {
    return toApplicationResponse(await this.applications().findOneOrFail({ where: { id }, relations: { decider: true } }));
  }

  private applications() {
    return this.dataSource.getRepository(JournalistApplication);
  }
}

/** A new application: approved at once under JOURNALIST_AUTO_APPROVE, else pending an editor's decision. */
export function newApplicationStatus(autoApprove: boolean, now: Date): Pick<JournalistApplication, 'status' | 'decidedAt'> {
  return autoApprove ? { status: APPLICATION_STATUS.approved, decidedAt: now } : { status: APPLICATION_STATUS.pending, decidedAt: null };
}

/** What an editor's decision makes of a pending application: approved with no reason, or rejected with the editor's (if any). */
export function decidedApplication(decision: ApplicationDecision): Pick<JournalistApplication, 'status' | 'reason'> {
  return decision.approve ? { status: APPLICATION_STATUS.approved, reason: null } : { status: APPLICATION_STATUS.rejected, reason: decision.reason };
}

function toApplicationResponse(application: JournalistApplication): JournalistApplicationResponse {
  return {
    id: application.id,
    userId: application.userId,
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    workplace: application.workplace,
    bio: application.bio,
    experience: application.experience as ExperienceOption,
    specialization: application.specialization as SpecializationOption,
    portfolio: application.portfolio,
    status: application.status,
    reason: application.reason,
    decidedAt: application.decidedAt?.toISOString() ?? null,
    decidedByName: application.decider?.firstName ?? null,
    createdAt: application.createdAt.toISOString(),
  };
}
