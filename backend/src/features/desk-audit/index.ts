/**
 * The data desk's record of changes: every edit, transfer, import and rollover, who made it and when. Each
 * feature that changes the league's data records its changes here, in its own transaction.
 */
export { changedFields, latestDeskChanges, recordDeskChanges, type DeskChangeRecord } from './desk-changes.queries';
