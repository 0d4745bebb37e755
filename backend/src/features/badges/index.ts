/**
 * Badges: the api's and the worker's modules, how they follow a settlement, awarding them (exactly once each)
 * and reading which a fan holds. The entity is in entities.ts, for the schema only.
 */
export { BadgeJobs } from './badge-jobs';
export { BadgesModule } from './badges.module';
export { BadgesWorkerModule } from './badges-worker.module';
export { badgesFollowSettlements } from './badges-follow-ups';
export { awardBadges, badgeKindsSql, badgeScope, type BadgeAward } from './badges.queries';
