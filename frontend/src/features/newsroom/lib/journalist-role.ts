import type { UserResponse } from '@isl/contracts';

/** Spec section 6: writing articles takes both the journalist role and the approval. */
export const canWriteArticles = (user: UserResponse | null): boolean => user?.role === 'journalist' && user.isJournalistApproved;

/** Spec: "Apply as Journalist" is offered unless the account's userType is already journalist (applied or approved). */
export const mayApply = (user: UserResponse | null): boolean => user?.userType !== 'journalist';

/**
 * Applied and waiting: applying sets userType journalist, approval adds the role, a rejection sets userType
 * back to normal. So a journalist userType without the approval is an application still pending.
 */
export const isPendingApplicant = (user: UserResponse | null): boolean => user?.userType === 'journalist' && !canWriteArticles(user);
