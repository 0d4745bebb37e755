/*
 * The users table as other features read it inside their own set-based statements (a leaderboard of a million
 * fans is one statement, not a query per name). Each relation is a subquery that PostgreSQL folds into the
 * statement, and names the columns that are others' to read: the table's own layout stays identity's.
 */

/**
 * Names and pictures, as public lists show people, and whether the fan keeps off the public leaderboards
 * (private mode; their leagues still show them): (id, display_name, picture_url, is_private).
 */
export const PEOPLE_SQL = `(SELECT id, first_name AS display_name, profile_image_url AS picture_url, hidden_from_leaderboards AS is_private FROM users)`;

/** The approved journalists whose accounts live, and when they joined: (id, display_name, picture_url, joined_at). */
export const APPROVED_JOURNALISTS_SQL = `(SELECT id, first_name AS display_name, profile_image_url AS picture_url, created_at AS joined_at
   FROM users WHERE role = 'journalist' AND is_journalist_approved AND deleted_at IS NULL)`;

/**
 * What each live account wants to hear about (NotificationPreferencesDto as JSON): (id, preferences). A deleted
 * account is not in it, whatever its row still holds, so no push fan-out can pick it.
 */
export const NOTIFICATION_PREFERENCES_SQL = `(SELECT id, notification_preferences AS preferences FROM users WHERE deleted_at IS NULL)`;
