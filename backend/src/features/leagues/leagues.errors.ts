import { MAX_LEAGUE_MEMBERS, MAX_LEAGUES_PER_FAN } from '@isl/contracts';
import { ApiError } from '../../platform/http/api-error';

export const leagueNotFound = () => new ApiError('LEAGUE_NOT_FOUND', 'No league has that code or id, or it is a private league you are not in.');

export const memberNotFound = () => new ApiError('LEAGUE_MEMBER_NOT_FOUND', 'That fan is not a member of this league.');

export const notOwner = () => new ApiError('LEAGUE_NOT_OWNER', "Only the league's creator can do that.");

export const memberRemoved = () => new ApiError('LEAGUE_MEMBER_REMOVED', "The league's creator removed you from it: you cannot join it again.");

export const alreadyMember = () => new ApiError('LEAGUE_ALREADY_MEMBER', 'You are already in this league.');

export const leagueFull = () => new ApiError('LEAGUE_FULL', `This league holds ${MAX_LEAGUE_MEMBERS.toLocaleString('en')} members already.`);

export const leagueLimitReached = () =>
  new ApiError('LEAGUE_LIMIT_REACHED', `You are in ${MAX_LEAGUES_PER_FAN} leagues already (clubs' leagues aside): leave one to create or join another.`);

export const leagueClosed = () => new ApiError('LEAGUE_CLOSED', "The league's creator has closed it to new members.");

export const clubsLeague = () =>
  new ApiError('LEAGUE_IS_CLUBS', "A club's league is joined by following the club and left by unfollowing it.");

export const ownerCannotLeave = () =>
  new ApiError('LEAGUE_OWNER_CANNOT_LEAVE', "The league's creator cannot leave it, or remove themselves, while other members remain.");
