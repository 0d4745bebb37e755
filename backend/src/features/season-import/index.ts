/** A season's fixtures and results loaded from a football.json file, through the match commands (docs/data-desk.md). */
export { readSeasonFile } from './season-file';
export { SeasonImportModule } from './season-import.module';
export { SeasonImportService, type SeasonImportOptions } from './season-import.service';
