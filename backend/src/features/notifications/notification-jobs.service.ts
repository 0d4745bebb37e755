import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MATCH_STATUS, type Language, type MatchEventType, type PushMessage } from '@isl/contracts';
import { NOTIFICATION_PREFERENCES_SQL } from '../../identity';
import { AppQueues } from '../../platform/queue/app-queues';
import type { JobData, SubscriptionBatch } from '../../platform/queue/jobs';
import type { JobHandlers } from '../../platform/queue/queue-workers';
import { latestResultId, matchFacts, roundsKickingOffWithin, timelineEntry, type MatchFacts } from '../matches';
import { PREDICTORS_SQL } from '../predictions';
import { pushMessages } from './messages';
import { PushSender, type SubscriptionRow } from './push-sender';

/** Subscriptions are read and sent a page at a time, so a fan-out to 100,000 devices holds little in memory. */
const PAGE = 1_000;
/**
 * Subscription ids per job of a large fan-out: one full-time result to 100,000 devices becomes some 50 jobs,
 * which every worker process of the queue shares, instead of one job that a single process works through.
 */
export const BATCH_IDS = 2_000;

/** The largest subscription id (PostgreSQL's int): the end of a fan-out without a batch, a bound its index can use. */
const LAST_ID = 2 ** 31 - 1;

/** The fan-outs that split into batches; reminders and test pushes go to few devices, or are worked out per fan first. */
type BatchedJob = 'match-result' | 'match-event' | 'predictions-settled';
/** Reminders go to matches kicking off in this window, about an hour ahead (the sweep runs every 5 minutes). */
const REMINDER_WINDOW = { from: '55 minutes', to: '65 minutes' };
/** Delivery records older than this are no longer needed to stop a repeat. */
const DELIVERY_MEMORY = '7 days';

/** A fan's preferences as SQL reads them (`u` is the account of a subscription, NOTIFICATION_PREFERENCES_SQL). */
const WANTS_RESULTS = `(u.preferences ->> 'matchResults')::boolean`;
const WANTS_PREDICTIONS = `(u.preferences ->> 'predictions')::boolean`;
const FOLLOWS = (teamParam: string) => `u.preferences -> 'teamSpecific' @> to_jsonb(ARRAY[${teamParam}::int])`;

/** The batches of subscription ids `first` to `last`, BATCH_IDS each (the last one may hold fewer): every id in exactly one. */
export function subscriptionBatches(first: number, last: number): SubscriptionBatch[] {
  const batches: SubscriptionBatch[] = [];
  for (let after = first - 1; after < last; after += BATCH_IDS) batches.push({ after, upTo: Math.min(after + BATCH_IDS, last) });
  return batches;
}

/** What fans hear of a timeline entry: a kick-off, or a goal for the side that scored it; nothing of any other entry. */
export function eventPush(match: MatchFacts, event: { type: MatchEventType; teamId: number | null }): ((language: Language) => PushMessage) | null {
  if (event.type === 'kickoff') return (language) => pushMessages.kickoff(match, language);
  if (event.type !== 'goal') return null;
  const scorer = event.teamId === match.homeTeamId ? match.home : match.away;
  return (language) => pushMessages.goal(match, scorer, language);
}

/** Thrown when some messages failed in a way a later try may fix; BullMQ retries the job, which sends only those. */
export class PushRetryNeeded extends Error {}

/**
 * Who hears about what: each job of the notifications queue finds its audience in SQL and hands the messages to
 * PushSender. A fan-out to many devices never holds up settling or scoring: it has a queue of its own.
 */
@Injectable()
export class NotificationJobs implements JobHandlers<'notifications'> {
  readonly queue = 'notifications';
  readonly handlers = {
    'match-result': (data: JobData<'notifications', 'match-result'>) => this.matchResult(data),
    'match-event': (data: JobData<'notifications', 'match-event'>) => this.matchEvent(data),
    'predictions-settled': (data: JobData<'notifications', 'predictions-settled'>) => this.predictionsSettled(data),
    'send-reminders': () => this.sendReminders(),
    test: (data: JobData<'notifications', 'test'>) => this.test(data),
  };
  private readonly logger = new Logger(NotificationJobs.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sender: PushSender,
    private readonly queues: AppQueues,
  ) {}

  /** Full time, or a corrected result: fans with match results on, and fans of either club. */
  async matchResult(data: JobData<'notifications', 'match-result'>) {
    const { matchId, version, batch } = data;
    const match = await matchFacts(this.dataSource.manager, matchId);
    if (match?.status !== MATCH_STATUS.finished) return { sent: 0 };
    if (await this.splitIntoBatches('match-result', data)) return { sent: 0 };
    const audience = `${WANTS_RESULTS} OR ${FOLLOWS('$1')} OR ${FOLLOWS('$2')}`;
    return this.fanOut(`result:${matchId}:${version}`, audience, [match.homeTeamId, match.awayTeamId], batch, (sub) => pushMessages.result(match, sub.language));
  }

  /** Kick-off and goals: fans of either club (what FotMob and SofaScore users expect to hear). */
  async matchEvent(data: JobData<'notifications', 'match-event'>) {
    const { matchId, eventId, batch } = data;
    const match = await matchFacts(this.dataSource.manager, matchId);
    const event = await timelineEntry(this.dataSource.manager, matchId, eventId);
    const push = match && event ? eventPush(match, event) : null;
    if (!match || !push) return { sent: 0 };
    if (await this.splitIntoBatches('match-event', data)) return { sent: 0 };
    return this.fanOut(`event:${eventId}`, `${FOLLOWS('$1')} OR ${FOLLOWS('$2')}`, [match.homeTeamId, match.awayTeamId], batch, (sub) => push(sub.language));
  }

  /**
   * Each predictor of the settled match with predictions on: right, with the points their call earned (an exact
   * score and a joker earn more), or wrong. Each group is found in SQL, a page at a time, so a match with a million
   * predictors holds no million outcomes in memory; a right call earns one of a handful of totals.
   */
  async predictionsSettled(data: JobData<'notifications', 'predictions-settled'>) {
    const { matchId, version, batch } = data;
    if (await this.splitIntoBatches('predictions-settled', data)) return { sent: 0 };
    const earned = (await this.dataSource.query(`SELECT DISTINCT points FROM ${PREDICTORS_SQL} p WHERE p.match_id = $1 AND p.is_correct ORDER BY points`, [
      matchId,
    ])) as { points: number }[];
    let sent = 0;
    for (const points of [...earned.map((row) => row.points), null]) {
      const predicted = `EXISTS (SELECT 1 FROM ${PREDICTORS_SQL} p WHERE p.user_id = u.id AND p.match_id = $1 AND p.is_correct = $2 AND ($3::int IS NULL OR p.points = $3))`;
      const result = await this.fanOut(`settled:${matchId}:${version}`, `${WANTS_PREDICTIONS} AND ${predicted}`, [matchId, points !== null, points], batch, (sub) =>
        pushMessages.settled(matchId, points, sub.language),
      );
      sent += result.sent;
    }
    return { sent };
  }

  /**
   * Matches kicking off in about an hour: one reminder per fan and round, batched, to fans with predictions
   * on who have not predicted all of them. Also forgets deliveries too old to matter.
   */
  async sendReminders() {
    await this.dataSource.query(`DELETE FROM push_deliveries WHERE sent_at < now() - interval '${DELIVERY_MEMORY}'`);
    const rounds = await roundsKickingOffWithin(this.dataSource.manager, REMINDER_WINDOW.from, REMINDER_WINDOW.to);
    let sent = 0;
    for (const { season, round, matchIds } of rounds) {
      const unpredicted = new Map<string, number>(
        ((await this.dataSource.query(
          `SELECT u.id, count(*)::int AS n FROM ${NOTIFICATION_PREFERENCES_SQL} u CROSS JOIN unnest($1::int[]) AS m(id)
            WHERE ${WANTS_PREDICTIONS} AND NOT EXISTS (SELECT 1 FROM ${PREDICTORS_SQL} p WHERE p.user_id = u.id AND p.match_id = m.id)
              AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id)
            GROUP BY u.id`,
          [matchIds],
        )) as { id: string; n: number }[]).map((row) => [row.id, row.n]),
      );
      const result = await this.fanOut(`reminder:${season}:${round}`, `u.id = ANY($1::uuid[])`, [[...unpredicted.keys()]], undefined, (sub) =>
        pushMessages.reminder(unpredicted.get(sub.userId) ?? 1, sub.language),
      );
      sent += result.sent;
    }
    return { sent };
  }

  /** The Settings panel's buttons: the caller's own devices only. */
  async test({ userId, kind, requestId }: JobData<'notifications', 'test'>) {
    const latest = kind === 'result' ? await this.latestResult() : null;
    return this.fanOut(`test:${requestId}`, `u.id = $1`, [userId], undefined, (sub) => (latest ? pushMessages.result(latest, sub.language) : pushMessages.test(sub.language)));
  }

  /**
   * A fan-out job without a batch, while there are more subscriptions than one batch holds, adds one job per batch
   * of subscription ids in its place (all of them or none) and answers true. A batch whose ids no device of the
   * audience has costs one indexed query. A device subscribed after the split is in no batch: it missed the moment.
   */
  private async splitIntoBatches<N extends BatchedJob>(name: N, data: JobData<'notifications', N>): Promise<boolean> {
    if (data.batch) return false;
    const [{ first, last }] = (await this.dataSource.query(`SELECT min(id) AS first, max(id) AS last FROM push_subscriptions`)) as { first: number | null; last: number | null }[];
    if (first === null || last === null || last - first < BATCH_IDS) return false;
    const batches = subscriptionBatches(first, last).map((batch): JobData<'notifications', N> => ({ ...data, batch }));
    await this.queues.of('notifications').addAll(name, batches);
    this.logger.log(`${name} ${JSON.stringify(data)}: ${batches.length} batches`);
    return true;
  }

  /**
   * Sends to every subscription (of `batch`, when given) whose user matches `where` (over `u`), a page at a time;
   * retries what a retry may fix.
   */
  private async fanOut(
    key: string,
    where: string,
    params: unknown[],
    batch: SubscriptionBatch | undefined,
    build: (sub: SubscriptionRow & { userId: string }) => PushMessage,
  ): Promise<{ sent: number }> {
    let sent = 0;
    let toRetry = 0;
    const [afterParam, upToParam] = [`$${params.length + 1}`, `$${params.length + 2}`];
    for (let after = batch?.after ?? 0; ; ) {
      const page = (await this.dataSource.query(
        `SELECT s.id, s.endpoint, s.p256dh, s.auth, s.language, s.user_id AS "userId"
           FROM push_subscriptions s JOIN ${NOTIFICATION_PREFERENCES_SQL} u ON u.id = s.user_id
          WHERE (${where}) AND s.id > ${afterParam} AND s.id <= ${upToParam}
          ORDER BY s.id LIMIT ${PAGE}`,
        [...params, after, batch?.upTo ?? LAST_ID],
      )) as (SubscriptionRow & { userId: string; language: Language })[];
      if (!page.length) break;
      const result = await this.sender.send(key, page.map((sub) => ({ subscription: sub, message: build(sub) })));
      sent += result.sent;
      toRetry += result.toRetry;
      after = page[page.length - 1].id;
    }
    if (toRetry) throw new PushRetryNeeded(`${toRetry} messages of ${key} to send again`);
    if (sent) this.logger.log(`${key}: ${sent} sent`);
    return { sent };
  }

  private async latestResult(): Promise<MatchFacts | null> {
    const id = await latestResultId(this.dataSource.manager);
    return id === null ? null : matchFacts(this.dataSource.manager, id);
  }
}
