/** Season rollover: making another season current (an admin command; docs/data-desk.md). */
export { RolloverRefused, startSeason, type RolloverReport, type SeasonStart } from './season-rollover';
