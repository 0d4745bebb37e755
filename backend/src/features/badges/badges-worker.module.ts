import { Module } from '@nestjs/common';
import { BadgeJobs } from './badge-jobs';
import { BadgesService } from './badges.service';

/** Badges in the worker: a round's awarded as the settlement queue's jobs ask. */
@Module({ providers: [BadgesService, BadgeJobs], exports: [BadgeJobs] })
export class BadgesWorkerModule {}
