/** A positive whole number that fits the database's integer columns. */
const WHOLE_NUMBER = /^[1-9]\d{0,8}$/;

/**
 * The number an address's parameter carries (a record's id, a round, a page), or null when it carries none: the
 * screen then shows the record missing, or reads the parameter as not given.
 */
export const wholeNumberParam = (param: string | null | undefined): number | null => (param !== null && param !== undefined && WHOLE_NUMBER.test(param) ? Number(param) : null);
