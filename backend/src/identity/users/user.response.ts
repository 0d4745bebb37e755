import type { PredictionTotals, UserResponse, UserRole } from '@isl/contracts';
import type { User } from './user.entity';

/**
 * The user's own account as the API shows it, with the prediction totals the predictions feature keeps (see
 * AccountView). Fields are listed one by one so a new column (or the password hash) never leaks by default.
 */
export function toUserResponse(user: User, totals: PredictionTotals): UserResponse {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    predictionPoints: totals.predictionPoints,
    totalPredictions: totals.totalPredictions,
    correctPredictions: totals.correctPredictions,
    winStreak: totals.winStreak,
    role: user.role as UserRole,
    isJournalistApproved: user.isJournalistApproved,
    userType: user.userType,
    workplace: user.workplace,
    bio: user.bio,
    experience: user.experience,
    specialization: user.specialization,
    portfolio: user.portfolio,
    notificationPreferences: user.notificationPreferences,
    language: user.language,
    hiddenFromLeaderboards: user.hiddenFromLeaderboards,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
