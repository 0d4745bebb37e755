import { Module } from '@nestjs/common';
import { LeaguesController } from './leagues.controller';
import { LeaguesService } from './leagues.service';

/** Mini-leagues in the api: creating, joining and leaving them, their tables, picks and members' histories. */
@Module({ controllers: [LeaguesController], providers: [LeaguesService] })
export class LeaguesModule {}
