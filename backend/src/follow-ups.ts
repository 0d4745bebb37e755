import { badgesFollowSettlements } from './features/badges';
import { leaguesFollowSettlements, leaguesFollowSquadScoring } from './features/leagues';
import { notificationsFollowMatches, notificationsFollowSettlements } from './features/notifications';
import { predictionsFollowMatches, type SettlementFollowUp } from './features/predictions';
import { standingsFollowMatches } from './features/standings';
import { squadsFollowMatches, type SquadScoringFollowUp } from './features/weekly-squads';
import type { MatchChangeFollowUp } from './features/matches';

/*
 * What a change means beyond the feature that makes it, feature by feature: the one list each writer's
 * follow-ups are given from, in the order they hear of a change (every process that makes such changes uses it).
 * A feature that follows matches, settlements or squad scorings exports its follow-up and is added here; the writer names none.
 */

/** The table first: a fan who refetches it on the standings event reads the new one. */
export const MATCH_CHANGE_FOLLOW_UPS: readonly MatchChangeFollowUp[] = [standingsFollowMatches, predictionsFollowMatches, squadsFollowMatches, notificationsFollowMatches];

/** In the order they hear of a settlement: the leagues' tables, the predictors' push, then their badges. */
export const SETTLEMENT_FOLLOW_UPS: readonly SettlementFollowUp[] = [leaguesFollowSettlements, notificationsFollowSettlements, badgesFollowSettlements];

/** The features that follow a round's squads being scored (the weekly-squad leagues' tables). */
export const SQUAD_SCORING_FOLLOW_UPS: readonly SquadScoringFollowUp[] = [leaguesFollowSquadScoring];
