import { ARTICLE_STATUS } from '@isl/contracts';
import { ApiError } from '../../../platform/http/api-error';

export const articleNotFound = () => new ApiError('ARTICLE_NOT_FOUND', 'There is no such article.');

export const notYourArticle = () => new ApiError('FORBIDDEN', 'Only its author can change or delete an article.');

export const notAnApprovedJournalist = () => new ApiError('FORBIDDEN', 'Only approved journalists can write articles.');

export const articleNotEditable = (status: string) =>
  new ApiError('ARTICLE_NOT_EDITABLE', `This article is ${status === ARTICLE_STATUS.pending ? 'waiting for review' : 'published'}: only drafts and rejected articles can be changed or deleted.`);

export const ratingOwnArticle = () => new ApiError('FORBIDDEN', 'Authors cannot rate their own articles.');

export const pictureInUse = () => new ApiError('CONFLICT', 'This picture belongs to another article: upload it again for this one.');

export const commentNotFound = () => new ApiError('COMMENT_NOT_FOUND', 'There is no such comment.');
