import { Global, Module } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { SessionsModule } from './sessions/sessions.module';
import { UsersModule } from './users/users.module';

/**
 * Who is asking, for every feature of the api: the accounts, their sessions and sign-in (with the guard behind
 * @SignedIn and @Roles), and the account's extension points. Global, as the platform's modules are: a feature
 * injects what identity exports without importing its modules.
 */
@Global()
@Module({
  imports: [UsersModule, SessionsModule, AccountModule, AuthModule],
  exports: [UsersModule, SessionsModule, AccountModule],
})
export class IdentityModule {}
