import { Global, Module } from '@nestjs/common';
import { SeasonsController } from './seasons.controller';
import { SeasonsService } from './seasons.service';

/** Global: every feature whose reads belong to a season resolves its `season` parameter here. */
@Global()
@Module({ controllers: [SeasonsController], providers: [SeasonsService], exports: [SeasonsService] })
export class SeasonsModule {}
