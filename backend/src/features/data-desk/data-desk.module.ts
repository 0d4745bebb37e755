import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads';
import { DeskAuditController } from './audit/desk-audit.controller';
import { DeskHistoryService } from './audit/desk-history.service';
import { DeskClubsController } from './clubs/desk-clubs.controller';
import { DeskClubsService } from './clubs/desk-clubs.service';
import { DeskPlayersController } from './players/desk-players.controller';
import { DeskPlayersService } from './players/desk-players.service';
import { TranslationsController } from './translations/translations.controller';
import { TranslationsService } from './translations/translations.service';

/** The league's data desk (admins only): clubs, players and squads files, fixtures, translations, the change history. */
@Module({
  imports: [UploadsModule],
  controllers: [DeskClubsController, DeskPlayersController, TranslationsController, DeskAuditController],
  providers: [DeskClubsService, DeskPlayersService, TranslationsService, DeskHistoryService],
})
export class DataDeskModule {}
