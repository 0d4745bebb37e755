// The live incidents' values, for the console that enters them and the api that checks them: apart from
// match-commands.ts, which the web app's first screens import through the enums.

export const CARD_COLOURS = ['yellow', 'red'] as const;
export type CardColour = (typeof CARD_COLOURS)[number];

export const VAR_OUTCOMES = ['goal_confirmed', 'goal_disallowed', 'penalty_awarded', 'penalty_cancelled', 'red_card', 'no_red_card', 'decision_stands'] as const;
export type VarOutcome = (typeof VAR_OUTCOMES)[number];

/** The most minutes of added time a board may show. */
export const MAX_ADDED_MINUTES = 20;

/** The incidents `undo` takes back: those that do not change the score (a goal's is `correct_score`). */
export const UNDOABLE_EVENT_TYPES = ['yellow_card', 'red_card', 'shot', 'corner', 'substitution', 'penalty', 'var_review', 'added_time'] as const;
