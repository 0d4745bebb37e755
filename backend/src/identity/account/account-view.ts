import { Injectable } from '@nestjs/common';
import type { PredictionTotals, UserResponse } from '@isl/contracts';
import type { User } from '../users/user.entity';
import { toUserResponse } from '../users/user.response';

/** How a fan's prediction totals are read: the predictions feature, which keeps them, says how when it starts. */
export type PredictionTotalsReader = (userId: string) => Promise<PredictionTotals>;

/** The account as its owner sees it: identity's own fields and the totals the predictions feature keeps. */
@Injectable()
export class AccountView {
  private readTotals?: PredictionTotalsReader;

  readTotalsWith(reader: PredictionTotalsReader): void {
    this.readTotals = reader;
  }

  async of(user: User): Promise<UserResponse> {
    // A process that answers with accounts loads the predictions feature; without it the totals would be a guess.
    if (!this.readTotals) throw new Error('no reader of prediction totals: the predictions feature is not loaded');
    return toUserResponse(user, await this.readTotals(user.id));
  }
}
