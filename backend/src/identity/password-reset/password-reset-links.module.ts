import { Module } from '@nestjs/common';
import { PasswordResetLinks } from './password-reset-links';

/** The worker's half of password resets: making the links its mails carry. */
@Module({ providers: [PasswordResetLinks], exports: [PasswordResetLinks] })
export class PasswordResetLinksModule {}
