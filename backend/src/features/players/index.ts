/** The players: their routes' module and the queries other features need. The entity is in entities.ts. */
export {
  clearShirtNumbers,
  deskPlayers,
  insertPlayers,
  isShirtNumberClash,
  lockDeskPlayer,
  recordTransfers,
  shirtHolder,
  untranslatedPlayerNames,
  writePlayer,
  type DeskPlayerFields,
} from './player-desk.queries';
export { PlayersModule } from './players.module';
export {
  PLAYER_CLUBS_SQL,
  playerIdsInClub,
  playersWithClubs,
  positionsOf,
  squadsOf,
  writePlayerTotals,
  type PlayerTotals,
  type SquadPlayer,
} from './players.queries';
