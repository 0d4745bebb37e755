import { avatarUrl, type AvatarSize } from '@isl/contracts';
import { Avatar } from '@chakra-ui/react';
import { LuUser } from 'react-icons/lu';

interface UserAvatarProps {
  profileImageUrl: string | null;
  /** Which stored size to load: the 64 px one for small avatars, the 256 px one for the profile card. */
  picture?: AvatarSize;
  size?: 'xs' | 'sm' | 'md' | '2xl';
}

/** A fan's picture, or a generic user icon when they have none (spec: header avatar). Decorative: the name is beside it. */
export function UserAvatar({ profileImageUrl, picture = 'small', size = 'sm' }: UserAvatarProps) {
  const src = avatarUrl(profileImageUrl, picture);
  return (
    <Avatar.Root size={size} bg="brand.100" color="brand.900" flexShrink={0}>
      {src ? <Avatar.Image src={src} alt="" /> : null}
      <Avatar.Fallback>
        <LuUser aria-hidden />
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
