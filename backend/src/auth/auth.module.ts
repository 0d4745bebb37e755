import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SecurityModule } from '../security/security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { BrowserSignInController } from './browser-sign-in.controller';
import { OidcService } from './oidc.service';
import { PasswordHasher } from './password-hasher';

@Module({
  imports: [UsersModule, SessionsModule, SecurityModule],
  controllers: [AuthController, BrowserSignInController],
  providers: [AuthService, OidcService, PasswordHasher, { provide: APP_GUARD, useClass: AuthGuard }],
})
export class AuthModule {}
