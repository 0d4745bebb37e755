import { ApiError } from '../../platform/http/api-error';

export const matchNotFound = (id: number) => new ApiError('MATCH_NOT_FOUND', `No match has id ${id}`);
