/*
 * What identity offers the features and the process roots: who is asking (the route decorators and the
 * account), the account's extension points, and the published relations of the users table. Everything else in
 * identity is its own. The entity classes are in entities.ts, for entity relations and the schema only.
 */
export { AccountDeletion, type AccountDeletionStep } from './account/account-deletion';
export { AccountView, type PredictionTotalsReader } from './account/account-view';
export { PrivateMode, type PrivateModeStep } from './account/private-mode';
export { ACCESS_RULE, CurrentUser, Roles, SignedIn, type AccessRule } from './auth/auth.decorators';
export { isSignInPath } from './auth/sign-in-paths';
export { IdentityModule } from './identity.module';
export { PasswordResetLinks, type PasswordResetLink } from './password-reset/password-reset-links';
export { PasswordResetLinksModule } from './password-reset/password-reset-links.module';
export { SESSION_COOKIE } from './sessions/session-cookie';
export { sessionOfRequest } from './sessions/session-of-request';
export { SessionsService } from './sessions/sessions.service';
export { normalizeEmail } from './users/email';
export type { User } from './users/user.entity';
export { UsersModule } from './users/users.module';
export { UsersService, type JournalistProfile, type MailRecipient } from './users/users.service';
export { APPROVED_JOURNALISTS_SQL, NOTIFICATION_PREFERENCES_SQL, PEOPLE_SQL } from './users/users.sql';
