import type { Language, MatchResponse } from '@isl/contracts';
import type { TFunction } from 'i18next';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';

/**
 * A match in a line of plain text, for the tab's title and a share: "Home 2-1 Away" once it has a score, else
 * "Home vs Away". The names are not isolated: between two Arabic-script names the digits read right to left, so
 * the home score stays beside the home club, as on the scoreboard.
 */
export function matchHeadline(match: MatchResponse, language: Language, t: TFunction): string {
  const home = localizedName(homeTeamNames(match), language);
  const away = localizedName(awayTeamNames(match), language);
  return match.homeScore !== null && match.awayScore !== null
    ? t('matchCentre.headline.score', { home, homeScore: match.homeScore, away, awayScore: match.awayScore })
    : t('matchCentre.headline.versus', { home, away });
}
