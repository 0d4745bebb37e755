import { ApiError } from '../../platform/http/api-error';

export const badSubscription = (problem: string) => new ApiError('PUSH_SUBSCRIPTION_INVALID', problem);

export const unknownTeams = (ids: number[]) => new ApiError('TEAM_NOT_FOUND', `There is no team ${ids.join(', ')}.`);
