import type { AccountDeletionStep } from '../../identity';
import { Article } from './articles/article.entity';
import { Comment } from './comments/comment.entity';
import { JournalistApplication } from './journalists/journalist-application.entity';

/**
 * What a person wrote goes with their account, in the deletion's transaction: journalist applications, comments
 * and articles (the comments others wrote on those articles with them; ratings of others' articles stay, nameless).
 */
export const whatTheyWroteGoes: AccountDeletionStep = {
  changes: ['articles'],
  async inTransaction(userId, manager) {
    await manager.delete(JournalistApplication, { userId });
    await manager.delete(Comment, { userId });
    await manager.delete(Article, { authorId: userId });
  },
};
