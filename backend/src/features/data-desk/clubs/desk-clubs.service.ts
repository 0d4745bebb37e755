import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeskClub, DeskClubChange } from '@isl/contracts';
import { PublicReadChanges } from '../../../platform/outbox/public-read-changes';
import type { ReadModelTopic } from '../../../platform/read-models/read-model-cache';
import { changedFields, recordDeskChanges } from '../../desk-audit';
import { clubNameKey, clubsByNameKey, deskClubs, lockDeskClub, replaceAliases, writeClub } from '../../teams';
import { mediaUrl, UploadsService } from '../../uploads';
import { crestInUse, nameTaken, nameWithoutLetters, teamNotFound } from '../desk.errors';

/** A club's names, colours and crest show in the table, on every match and beside every player. */
const CLUB_READS: ReadModelTopic[] = ['standings', 'matches', 'players'];

/** The desk's clubs: every change recorded, with who made it, in the change's own transaction. */
@Injectable()
export class DeskClubsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicReads: PublicReadChanges,
    private readonly uploads: UploadsService,
  ) {}

  list(): Promise<DeskClub[]> {
    return deskClubs(this.dataSource.manager);
  }

  /** Writes the fields sent; aliases replace the club's list. A name or alias another club goes by is refused. */
  update(actorId: string, id: number, { aliases, ...fields }: DeskClubChange): Promise<DeskClub> {
    return this.changing(actorId, id, async (manager, before) => {
      if (fields.name !== undefined || aliases !== undefined) await checkNamesFree(manager, id, [fields.name ?? before.name, ...(aliases ?? before.aliases)]);
      await writeClub(manager, id, fields);
      if (aliases) await replaceAliases(manager, id, aliases);
    });
  }

  /** Makes a processed image the admin uploaded the club's crest; the crest it replaces is let go of. */
  setCrest(actorId: string, id: number, objectPath: string): Promise<DeskClub> {
    return this.changing(actorId, id, async (manager, before) => {
      const logoUrl = mediaUrl((await this.uploads.attachMediaPicture(actorId, objectPath, manager)).keys.large);
      if (logoUrl === before.logoUrl) return;
      if ((await deskClubs(manager)).some((club) => club.logoUrl === logoUrl)) throw crestInUse();
      if (before.logoUrl) await this.uploads.detachMediaPictureAt(before.logoUrl, manager);
      await writeClub(manager, id, { logoUrl });
    });
  }

  /** A change to the club (locked), its record and the public reads it puts out of date, in one transaction. */
  private changing(actorId: string, id: number, change: (manager: EntityManager, before: DeskClub) => Promise<void>): Promise<DeskClub> {
    return this.publicReads.write(this.dataSource.manager, CLUB_READS, async (manager) => {
      const before = await lockDeskClub(manager, id);
      if (!before) throw teamNotFound(id);
      await change(manager, before);
      const after = (await lockDeskClub(manager, id)) as DeskClub;
      await recordDeskChanges(manager, [{ actorId, subject: 'club', subjectId: String(id), action: 'update', changes: changedFields(before, after) }]);
      return after;
    });
  }
}

/** Refuses a name or alias whose key another club's name or alias has: files could not tell the two apart. */
async function checkNamesFree(manager: EntityManager, id: number, names: readonly string[]): Promise<void> {
  const clubs = await clubsByNameKey(manager);
  for (const name of names) {
    const key = clubNameKey(name);
    if (!key) throw nameWithoutLetters(name);
    const other = clubs.get(key);
    if (other && other.id !== id) throw nameTaken(name, other.name);
  }
}
