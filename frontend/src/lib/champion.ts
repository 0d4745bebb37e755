/**
 * The static "Current Champions" figures of the spec (landing block and the dashboard's first tile).
 * Al-Shorta's four titles in a row (2021-22 to 2024-25) are sourced. The 91 points and 76 goals are the spec's
 * own numbers: the league data file (iraq-league-2024-25.json) notes that 91 points is impossible (83 after 36 of 38 matches) and 76 goals is
 * unverified, so replace both once the final 2024-25 table is confirmed.
 */
export const CURRENT_CHAMPION = {
  consecutiveTitles: 4,
  points: 91,
  goals: 76,
} as const;
