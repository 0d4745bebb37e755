import type { UpdateProfilePictureRequest, UserResponse } from '@isl/contracts';
import { sendJson } from '../../../lib/api-client';

/** Spec section 9: PUT /api/profile/picture with the upload's path; answers the account with its new picture. */
export const updateProfilePicture = (objectPath: string) =>
  sendJson<UserResponse>('PUT', '/api/profile/picture', { profileImageUrl: objectPath } satisfies UpdateProfilePictureRequest);
