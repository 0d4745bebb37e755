import type { DataSource, EntityManager } from 'typeorm';
import { liveMessages } from '../../platform/live/live-events';
import { recordInOutbox } from '../../platform/outbox/outbox';
import { publicReadsChanged } from '../../platform/outbox/public-read-changes';
import { recordDeskChanges } from '../desk-audit';
import { seasonFixtureCount } from '../matches';
import { currentSeason, makeCurrent, seasonByLabel, seasonClubNames } from '../seasons';

/** Any fixed number shared by every process of this app: two rollovers take turns. */
const ROLLOVER_LOCK_KEY = 7_202_437;

/** What making a season current changed: the clubs that came up and went down since the previous one. */
export interface RolloverReport {
  season: string;
  /** The season that was current before; null when it already was this one (nothing changed). */
  previous: string | null;
  /** Clubs of the new season that were not in the previous one (promoted), and the reverse (relegated). */
  promoted: string[];
  relegated: string[];
  fixtures: number;
}

/** Why a season cannot become current; the command line prints it. */
export class RolloverRefused extends Error {}

const names = (clubs: { name: string }[]) => clubs.map((club) => club.name).sort((a, b) => a.localeCompare(b, 'en'));

/** What else starts with a season, in the rollover's transaction (the clubs' leagues): given by the caller, who composes the features. */
export type SeasonStart = (manager: EntityManager, season: string) => Promise<void>;

/**
 * Makes `label` the current season: every screen that shows "this season" (the table, matches, predictions, the
 * weekly squad, the leaderboards) moves to it, while the previous season's table, leaderboards and squads stay as
 * they ended, readable by label. Its clubs are those its imported fixtures name, so the promoted and relegated
 * clubs are swapped by the import; this reports the swap. Every api drops its cached reads through the outbox.
 */
export async function startSeason(dataSource: DataSource, label: string, actorId: string | null, alsoStart?: SeasonStart): Promise<RolloverReport> {
  return dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ROLLOVER_LOCK_KEY]);
    const season = await seasonByLabel(manager, label);
    if (!season) throw new RolloverRefused(`There is no season ${label}: import its fixtures first (npm run admin -- import-season FILE --season ${label}).`);
    const fixtures = await seasonFixtureCount(manager, label);
    if (!fixtures) throw new RolloverRefused(`Season ${label} has no fixtures: import them first.`);
    const previous = await currentSeason(manager);
    const [clubs, previousClubs] = await Promise.all([seasonClubNames(manager, label), seasonClubNames(manager, previous.label)]);
    const before = new Set(previousClubs.map((club) => club.id));
    const after = new Set(clubs.map((club) => club.id));
    const report: RolloverReport = {
      season: label,
      previous: previous.label === label ? null : previous.label,
      promoted: names(clubs.filter((club) => !before.has(club.id))),
      relegated: names(previousClubs.filter((club) => !after.has(club.id))),
      fixtures,
    };
    if (!report.previous) return report;
    await makeCurrent(manager, label);
    await alsoStart?.(manager, label);
    await recordDeskChanges(manager, [
      { actorId, subject: 'season', subjectId: label, action: 'rollover', changes: [{ field: 'current', from: previous.label, to: label }] },
    ]);
    // Every read that defaults to the current season follows the 'seasons' topic.
    await recordInOutbox(manager, [publicReadsChanged(['seasons']), { broadcast: liveMessages.standingsChanged(label) }]);
    return report;
  });
}
