import { Module } from '@nestjs/common';
import { AccountDeletion } from './account-deletion';
import { AccountView } from './account-view';

/** Where other features extend the account: what its deletion lets go of, and the totals it shows. */
@Module({ providers: [AccountDeletion, AccountView], exports: [AccountDeletion, AccountView] })
export class AccountModule {}
