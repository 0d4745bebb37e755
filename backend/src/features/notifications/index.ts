/**
 * Notifications: the api's and the worker's modules, and what a match change and a settlement mean for them.
 * The entities are in entities.ts, for relations and the schema only.
 */
export { NotificationJobs } from './notification-jobs.service';
export { notificationsFollowMatches, notificationsFollowSettlements } from './notifications-follow-ups';
export { NotificationsWorkerModule } from './notifications-worker.module';
export { NotificationsModule } from './notifications.module';
