/** The players' tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { PlayerTransfer } from './player-transfer.entity';
export { Player } from './player.entity';
