import { Module } from '@nestjs/common';
import { AccountDeletion } from './account-deletion';
import { AccountView } from './account-view';
import { PrivateMode } from './private-mode';

/** Where other features extend the account: what its deletion lets go of, the totals it shows, its private mode. */
@Module({ providers: [AccountDeletion, AccountView, PrivateMode], exports: [AccountDeletion, AccountView, PrivateMode] })
export class AccountModule {}
