import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches';
import { SeasonImportController } from './season-import.controller';
import { SeasonImportService } from './season-import.service';

/** The import of a season's fixtures and results, for the admin route and the command line. */
@Module({ imports: [MatchesModule], controllers: [SeasonImportController], providers: [SeasonImportService], exports: [SeasonImportService] })
export class SeasonImportModule {}
