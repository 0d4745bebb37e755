import { useState } from 'react';
import { avatarUrl, type AvatarSize } from '@isl/contracts';
import { Circle, Image } from '@chakra-ui/react';
import { LuUser } from 'react-icons/lu';
import { useDataSaver } from '../lib/data-saver';

type UserAvatarSize = 'xs' | 'sm' | 'md' | '2xl';

interface UserAvatarProps {
  profileImageUrl: string | null;
  /** Which stored size to load: the 64 px one for small avatars, the 256 px one for the profile card. */
  picture?: AvatarSize;
  size?: UserAvatarSize;
}

/** The circle's size and the icon's, as Chakra's Avatar sizes them. */
const SIZES: Record<UserAvatarSize, { size: string; fontSize: string }> = {
  xs: { size: '8', fontSize: 'xs' },
  sm: { size: '9', fontSize: 'sm' },
  md: { size: '10', fontSize: 'md' },
  '2xl': { size: '16', fontSize: 'xl' },
};

/**
 * A fan's picture, or a generic user icon when they have none (spec: header avatar). Decorative: the name is beside
 * it. The icon shows until the picture has loaded over it, and again if the picture fails. Drawn from plain
 * elements, not Chakra's Avatar: the header shows one on every first load, and the Avatar's state machine brought
 * its script into it for what an `onError` does (docs/benchmarks.md has the size).
 */
export function UserAvatar({ profileImageUrl, picture = 'small', size = 'sm' }: UserAvatarProps) {
  const src = useDataSaver() ? null : avatarUrl(profileImageUrl, picture);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <Circle {...SIZES[size]} position="relative" overflow="hidden" flexShrink={0} bg="brand.100" color="brand.900">
      <LuUser aria-hidden />
      {src && src !== failedSrc ? (
        <Image src={src} alt="" position="absolute" inset="0" boxSize="full" objectFit="cover" onError={() => setFailedSrc(src)} />
      ) : null}
    </Circle>
  );
}
