/** Identity's tables as TypeORM maps them: for the schema (database/entities.ts) and other entities' relations only. */
export { PasswordReset } from './password-reset/password-reset.entity';
export { Session } from './sessions/session.entity';
export { User } from './users/user.entity';
