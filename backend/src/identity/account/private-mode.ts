import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * What a fan entering (`hidden`) or leaving private mode means for a feature that shows fans in public (the
 * leaderboards recount their ranks), done in the transaction that changes the mode.
 */
export type PrivateModeStep = (userId: string, hidden: boolean, manager: EntityManager) => Promise<void>;

/**
 * The features that show fans in public register here when their module starts, so the account's private mode
 * never names them: AccountService runs every step when a fan's mode changes, in the order registered.
 */
@Injectable()
export class PrivateMode {
  private readonly steps: PrivateModeStep[] = [];

  register(step: PrivateModeStep): void {
    this.steps.push(step);
  }

  /** Each step's part in the change's transaction; a step that fails rolls the change back. */
  async changed(userId: string, hidden: boolean, manager: EntityManager): Promise<void> {
    for (const step of this.steps) await step(userId, hidden, manager);
  }
}
