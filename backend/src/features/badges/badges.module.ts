import { Module } from '@nestjs/common';
import { BadgesController } from './badges.controller';
import { BadgesService } from './badges.service';

/** Badges in the api: a fan's own. */
@Module({ controllers: [BadgesController], providers: [BadgesService] })
export class BadgesModule {}
