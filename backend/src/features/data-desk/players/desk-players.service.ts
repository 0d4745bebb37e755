import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeskPlayer, DeskPlayerChange, PlayersImportReport, PlayerTransferRequest } from '@isl/contracts';
import { PublicReadChanges } from '../../../platform/outbox/public-read-changes';
import { changedFields, recordDeskChanges, type DeskChangeRecord } from '../../desk-audit';
import { deskPlayers, isShirtNumberClash, lockDeskPlayer, recordTransfers, shirtHolder, writePlayer } from '../../players';
import { currentSeason } from '../../seasons';
import { clubNamesById } from '../../teams';
import { alreadyAtClub, playerNotFound, shirtNumberTaken, teamNotFound } from '../desk.errors';
import { importChangedPlayers, importPlayersFile } from './players-import';

/** The desk's players: edits, transfers and squads files, every change recorded with who made it. */
@Injectable()
export class DeskPlayersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicReads: PublicReadChanges,
  ) {}

  list(filter: { teamId?: number; q?: string | null }): Promise<DeskPlayer[]> {
    return deskPlayers(this.dataSource.manager, { teamId: filter.teamId, q: filter.q ?? undefined });
  }

  /** Writes the fields sent; a number another player of his club wears is refused, naming him. */
  update(actorId: string, id: number, change: DeskPlayerChange): Promise<DeskPlayer> {
    return this.changing(id, async (manager, before) => {
      if (change.jerseyNumber) await checkShirtFree(manager, before.teamId, change.jerseyNumber, id);
      await writePlayer(manager, id, change);
      return { actorId, subject: 'player', subjectId: String(id), action: 'update', changes: changedFields(before, change) };
    });
  }

  /**
   * Moves the player to another club, with the number given (none otherwise). His past line-ups, goals and cards
   * stay with the club he played them for: they carry their own club.
   */
  transfer(actorId: string, id: number, { teamId, jerseyNumber = null }: PlayerTransferRequest): Promise<DeskPlayer> {
    return this.changing(id, async (manager, before) => {
      const clubs = await clubNamesById(manager);
      if (!clubs.has(teamId)) throw teamNotFound(teamId);
      if (teamId === before.teamId) throw alreadyAtClub(clubs.get(teamId) as string);
      if (jerseyNumber) await checkShirtFree(manager, teamId, jerseyNumber, id);
      await writePlayer(manager, id, { teamId, jerseyNumber });
      await recordTransfers(manager, [{ playerId: id, fromTeamId: before.teamId, toTeamId: teamId, season: (await currentSeason(manager)).label }]);
      return { actorId, subject: 'player', subjectId: String(id), action: 'transfer', changes: changedFields(before, { teamId, jerseyNumber }) };
    });
  }

  /** A squads file (CSV) from the desk: all or nothing, in one transaction. */
  async importFile(actorId: string, text: string, dryRun: boolean): Promise<PlayersImportReport> {
    const report = await this.dataSource.transaction((manager) => importPlayersFile(manager, text, { dryRun, actorId }));
    if (importChangedPlayers(report)) this.publicReads.committed(['players']);
    return report;
  }

  /**
   * A change to the player (locked), its record and the squads it puts out of date, in one transaction. A number
   * taken by an edit racing this one is refused by the table's constraint, and answered as a taken number too.
   */
  private async changing(id: number, change: (manager: EntityManager, before: DeskPlayer) => Promise<DeskChangeRecord>): Promise<DeskPlayer> {
    try {
      return await this.publicReads.write(this.dataSource.manager, ['players'], async (manager) => {
        const before = await lockDeskPlayer(manager, id);
        if (!before) throw playerNotFound(id);
        await recordDeskChanges(manager, [await change(manager, before)]);
        return (await lockDeskPlayer(manager, id)) as DeskPlayer;
      });
    } catch (error) {
      if (isShirtNumberClash(error)) throw shirtNumberTaken(null);
      throw error;
    }
  }
}

async function checkShirtFree(manager: EntityManager, teamId: number, jerseyNumber: number, playerId: number): Promise<void> {
  const holder = await shirtHolder(manager, teamId, jerseyNumber, playerId);
  if (holder) throw shirtNumberTaken(jerseyNumber, holder.name);
}
