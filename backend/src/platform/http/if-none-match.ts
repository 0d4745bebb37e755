/**
 * Whether a request's If-None-Match names a representation the client already holds: `*`, or any listed tag
 * `isHeld` accepts (each trimmed of the list's spaces). False without the header.
 */
export function clientHolds(ifNoneMatch: string | undefined, isHeld: (tag: string) => boolean): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => isHeld(tag.trim()));
}
