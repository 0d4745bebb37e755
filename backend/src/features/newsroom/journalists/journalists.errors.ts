import { ApiError } from '../../../platform/http/api-error';

export const applicationPending = () =>
  new ApiError('APPLICATION_PENDING', 'Your journalist application is pending approval: wait for the decision before applying again.');

export const alreadyJournalist = () => new ApiError('ALREADY_JOURNALIST', 'You are already an approved journalist.');

export const applicationNotFound = () => new ApiError('APPLICATION_NOT_FOUND', 'There is no such journalist application.');

/** Deciding on something an editor (or auto-approval) already decided on, or that is not waiting for review. */
export const alreadyDecided = (what: string) => new ApiError('ALREADY_DECIDED', `This ${what} is not waiting for review: it has been decided already.`);
