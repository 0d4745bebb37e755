/**
 * The seasons: which one is current, each one's rules and clubs, and each club's figures in each season's table.
 * The entities are in entities.ts, for relations and the schema.
 */
export { IsSeasonLabel, SeasonQuery } from './season.dto';
export { SeasonsModule } from './seasons.module';
export { seasonNotFound, SeasonsService } from './seasons.service';
export {
  addSeasonClubs,
  createSeason,
  currentSeason,
  makeCurrent,
  rulesOf,
  seasonByLabel,
  seasonClubNames,
  seasonRules,
  seasonTable,
  toSeasonResponse,
  writeSeasonStandings,
  type SeasonTableRow,
} from './seasons.queries';
export type { Season } from './season.entity';
