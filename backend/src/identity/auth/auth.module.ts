import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import { SecurityModule } from '../../platform/security/security.module';
import { AccountModule } from '../account/account.module';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordResetController } from '../password-reset/password-reset.controller';
import { PasswordResets } from '../password-reset/password-resets.service';
import { UsersModule } from '../users/users.module';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { BrowserSignInController } from './browser-sign-in.controller';
import { FailedAttempts } from './failed-attempts';
import { DeviceCookie, KnownDevices } from './known-devices';
import { OidcService } from './oidc.service';
import { PasswordHasher } from './password-hasher';

@Module({
  imports: [UsersModule, SessionsModule, SecurityModule, AccountModule],
  controllers: [AuthController, BrowserSignInController, PasswordResetController],
  providers: [
    AuthService,
    AccountService,
    FailedAttempts,
    KnownDevices,
    { provide: DeviceCookie, useFactory: (config: AppConfig) => new DeviceCookie(config.publicUrl), inject: [APP_CONFIG] },
    OidcService,
    PasswordHasher,
    PasswordResets,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
})
export class AuthModule {}
