/** Business constants of the product spec, section 9. */
export const SEASON = '2024-25';
export const LEAGUE_TEAM_COUNT = 20;
export const MATCHES_PER_SEASON = 380;
export const ROUNDS_PER_SEASON = 38;
export const MATCHES_PER_ROUND = 10;
/** The round the seed anchors to the current week (spec: current squad round). */
export const CURRENT_ROUND = 32;
/** Fixtures are dated and "today" is judged in the league's own time zone. */
export const LEAGUE_TIME_ZONE = 'Asia/Baghdad';

export const LIVE_REFRESH_MS = 30_000;
export const TODAY_REFRESH_MS = 60_000;

export const TOP_SCORERS_COLLAPSED = 5;
export const TOP_SCORERS_EXPANDED = 20;
export const LEADERBOARD_SHOWN = 10;
export const UPCOMING_PREDICTIONS_SHOWN = 5;
export const FEATURED_ARTICLES_SHOWN = 2;
export const TOP_CONTRIBUTORS_SHOWN = 5;
export const SQUAD_PICKER_LIST_LIMIT = 20;

export const PREDICTION_POINTS = 10;
export const PREDICTION_ODDS = { home: 2.1, draw: 3.2, away: 2.8 } as const;

export const GOALS_OF_THE_WEEK_WEEKS = [30, 31, 32, 33, 34] as const;
export const GOALS_OF_THE_WEEK_DEFAULT = 32;
export const SQUAD_SIZE = 11;
export const SQUAD_FORMATION = '4-3-3';
export const PARTNER_PLACEHOLDERS = 8;

export const CHAMPIONS_POSITIONS = 1;
export const SECOND_TIER_POSITIONS = [2, 3] as const;
export const RELEGATION_POSITIONS_FROM_BOTTOM = 2;

export const LOGIN_REDIRECT_DELAY_MS = 500;
export const LOCAL_NOTIFICATION_CLOSE_MS = 5_000;
export const TOAST_DURATION_MS = 5_000;
export const COPYRIGHT_YEAR = 2025;

export const DEFAULT_TEAM_PRIMARY_COLOR = '#000000';
export const DEFAULT_TEAM_SECONDARY_COLOR = '#FFFFFF';
export const DEFAULT_NATIONALITY = 'Iraq';

export const MEDIA_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export const JOURNALIST_REVIEW_BUSINESS_DAYS = '1-2';
