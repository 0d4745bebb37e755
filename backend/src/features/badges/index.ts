/**
 * Badges: awarding them (exactly once each) and reading which a fan holds. The entity is in entities.ts, for
 * the schema only.
 */
export { awardBadges, badgeKindsOf, badgeScope, type BadgeAward } from './badges.queries';
