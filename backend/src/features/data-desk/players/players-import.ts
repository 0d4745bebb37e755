import type { EntityManager } from 'typeorm';
import type { PlayersImportReport } from '@isl/contracts';
import { recordInOutbox } from '../../../platform/outbox/outbox';
import { publicReadsChanged } from '../../../platform/outbox/public-read-changes';
import { changedFields, recordDeskChanges } from '../../desk-audit';
import { clearShirtNumbers, deskPlayers, insertPlayers, recordTransfers, writePlayer } from '../../players';
import { currentSeason } from '../../seasons';
import { clubNameKey, clubNamesById, clubsByNameKey } from '../../teams';
import { importInvalid } from '../desk.errors';
import { readPlayersFile } from './players-file';
import { planSquads, type SquadPlan } from './squad-plan';

/** Whether an import wrote anything (a dry run, or a file that matches the league, writes nothing). */
export const importChangedPlayers = (report: PlayersImportReport) => !report.dryRun && report.created + report.updated + report.transferred > 0;

/**
 * Imports a squads file in the caller's transaction (from the desk or the command line): a file with any problem
 * is refused whole (IMPORT_INVALID, every problem named); otherwise each row creates, updates or transfers its
 * player, each change recorded as the actor's (null from the command line), and the players' public reads are
 * told they changed. A dry run answers the same report and writes nothing.
 */
export async function importPlayersFile(manager: EntityManager, text: string, { dryRun, actorId }: { dryRun: boolean; actorId: string | null }): Promise<PlayersImportReport> {
  const { rows, problems } = readPlayersFile(text, await clubsByNameKey(manager), clubNameKey);
  if (problems.length) throw importInvalid(problems);
  const clubs = await clubNamesById(manager);
  const plan = planSquads(rows, await deskPlayers(manager, {}), (teamId) => clubs.get(teamId) ?? `club ${teamId}`);
  if (plan.problems.length) throw importInvalid(plan.problems);
  const transferred = plan.updated.filter((update) => update.transfer).length;
  const report = { dryRun, created: plan.created.length, updated: plan.updated.length - transferred, transferred, unchanged: plan.unchanged };
  if (importChangedPlayers(report)) await writePlan(manager, plan, actorId);
  return report;
}

async function writePlan(manager: EntityManager, { created, updated }: SquadPlan, actorId: string | null): Promise<void> {
  // Numbers may change hands within the file (one player's 7 becomes another's): those that move are freed first.
  const renumbered = updated.filter(({ changes }) => changes.some(({ field }) => field === 'jerseyNumber' || field === 'teamId'));
  await clearShirtNumbers(manager, renumbered.map(({ player }) => player.id));
  for (const { player, fields } of updated) await writePlayer(manager, player.id, fields);
  const ids = await insertPlayers(manager, created.map(({ fields }) => fields));
  const transfers = updated.filter(({ transfer }) => transfer);
  if (transfers.length) {
    const { label } = await currentSeason(manager);
    await recordTransfers(manager, transfers.map(({ player, fields }) => ({ playerId: player.id, fromTeamId: player.teamId, toTeamId: fields.teamId as number, season: label })));
  }
  await recordDeskChanges(manager, [
    ...created.map(({ fields }, at) => ({ actorId, subject: 'player', subjectId: String(ids[at]), action: 'import', changes: changedFields({}, fields) })),
    ...updated.map(({ player, changes, transfer }) => ({ actorId, subject: 'player', subjectId: String(player.id), action: transfer ? 'transfer' : 'import', changes })),
  ]);
  await recordInOutbox(manager, [publicReadsChanged(['players'])]);
}
