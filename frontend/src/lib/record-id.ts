/** A positive whole number that fits the database's ids: what a record's address may carry as its id. */
const RECORD_ID = /^[1-9]\d{0,8}$/;

/** The id an address's parameter names, or null when it could name no record (the screen shows it is missing). */
export const recordIdOf = (param: string | undefined): number | null => (param !== undefined && RECORD_ID.test(param) ? Number(param) : null);
