import type { Job } from 'bullmq';
import type { Language } from '@isl/contracts';

/**
 * The part of a fan-out one job sends: the subscriptions with ids in (after, upTo]. A fan-out without one sends
 * to every device, or splits itself into jobs of a batch each when there are many (notification-jobs.service.ts).
 */
export interface SubscriptionBatch {
  after: number;
  upTo: number;
}

/**
 * Every queue of the app with its jobs and their payloads: producers and processors are typed by these names,
 * so a job cannot be enqueued with another job's payload, nor read as one.
 */
export interface JobCatalogue {
  /** What follows a finished match's result (full time or a correction): predictions and weekly squads. */
  settlement: {
    /** Settle predictions on a finished match against the result at `version`. */
    'settle-match': { matchId: number; version: number };
    /** Score the weekly squads of a finished match's round against the result at `version`. */
    'score-squads': { matchId: number; version: number };
    /**
     * Repeating: settle and score every finished match whose follow-ups lag its version (heals a lost job); with it
     * the Idempotency-Keys past their week are forgotten (platform/postgres/request-key-jobs.ts).
     */
    'sweep-unsettled': Record<string, never>;
    /** A round's points changed in a game: its leagues' tables and round winners are worked out again. */
    'refresh-league-tables': { season: string; game: 'predictions' | 'squad'; round: number };
    /** A round's predictions were settled: the badges it earned are awarded (each exactly once). */
    'award-badges': { season: string; round: number };
  };
  /** Web Push, sent by the worker; each message's delivery key makes a job safe to run twice. */
  notifications: {
    /** Full time or a corrected result: to fans with match results on or following either club. */
    'match-result': { matchId: number; version: number; batch?: SubscriptionBatch };
    /** Kick-off or a goal: to fans following either club. */
    'match-event': { matchId: number; eventId: number; batch?: SubscriptionBatch };
    /** Each predictor of the match (with predictions on) hears whether they were right. */
    'predictions-settled': { matchId: number; version: number; batch?: SubscriptionBatch };
    /** Repeating: reminds fans who have not predicted matches kicking off in about an hour. */
    'send-reminders': Record<string, never>;
    /** The test buttons of the Settings panel: the caller's own devices only. */
    test: { userId: string; kind: 'test' | 'result'; requestId: string };
  };
  uploads: {
    /** Delete uploads nothing uses: processed a day ago and never attached, or abandoned before processing. */
    'sweep-unreferenced': Record<string, never>;
  };
  /** E-mail, sent by the worker through SMTP, each in its recipient's language; an SMTP failure retries the job. */
  mail: {
    /**
     * Someone asked to reset the password of `email`: a single-use link if an account has that address (the
     * request's id keys the link, so a retry replaces it), nothing otherwise. `language`: the page's, else the account's.
     */
    'password-reset': { requestId: string; email: string; language: Language | null };
    /** An editor approved or rejected a journalist application: the applicant hears, with the editor's reason. */
    'application-decided': { applicationId: number };
    /** An editor published or rejected an article: its author hears, with the editor's reason for a rejection. */
    'article-decided': { articleId: number; published: boolean; reason: string | null };
  };
}

export type QueueName = keyof JobCatalogue;
export type JobName<Q extends QueueName> = keyof JobCatalogue[Q] & string;
export type JobData<Q extends QueueName, N extends JobName<Q>> = JobCatalogue[Q][N];

/** A job of queue Q as its processor receives it: a union discriminated by name, so `job.name` narrows `job.data`. */
export type QueueJob<Q extends QueueName> = { [N in JobName<Q>]: Job<JobData<Q, N>, unknown, N> }[JobName<Q>];

/**
 * A job as data, with the id that makes adding it twice one job: what the outbox keeps until Redis takes it.
 * The relay prefixes the id with the database's epoch, so an id from an earlier database's life, still
 * remembered by Redis, never shadows a job of this one.
 */
export type JobMessage = {
  [Q in QueueName]: { [N in JobName<Q>]: { queue: Q; name: N; data: JobData<Q, N>; jobId: string } }[JobName<Q>];
}[QueueName];
