import { Box, type BoxProps } from '@chakra-ui/react';
import { clubTones, type Club } from '@isl/contracts';
import { useClub } from '../lib/teams/use-club';

type KitClub = Pick<Club, 'primaryColor' | 'secondaryColor'>;

// A football shirt on a 48 x 48 grid: the body, then the sleeves and the collar drawn over it.
const BODY = 'M16.5 5.5L8 9L2.5 18L9 22.5L12.5 19.5V44.5H35.5V19.5L39 22.5L45.5 18L40 9L31.5 5.5C30 8.5 27.5 10.5 24 10.5C20.5 10.5 18 8.5 16.5 5.5Z';
const SLEEVES = 'M8 9L2.5 18L9 22.5L12.5 19.5V13ZM40 9L45.5 18L39 22.5L35.5 19.5V13Z';
const COLLAR = 'M16.5 5.5C18 8.5 20.5 10.5 24 10.5C27.5 10.5 30 8.5 31.5 5.5';
const NEUTRAL: KitClub = { primaryColor: '#E4E4E7', secondaryColor: '#71717A' };

interface KitAvatarProps {
  /** The player's club; a plain grey shirt while its row loads. */
  club: KitClub | undefined;
  /** The shirt number, or what to print when there is none ("?"). */
  number: number | string;
  size?: BoxProps['boxSize'];
}

/**
 * A player's picture where there is no photo: a shirt in the club's colours with the shirt number, in a colour
 * that reads on the shirt. Decoration: the name and number are written beside it for screen readers.
 */
export function KitAvatar({ club, number, size = '10' }: KitAvatarProps) {
  const tones = clubTones(club ?? NEUTRAL);
  const label = String(number);
  return (
    <Box as="svg" aria-hidden boxSize={size} flexShrink={0} {...{ viewBox: '0 0 48 48' }}>
      <path d={BODY} fill={tones.field} stroke={tones.trim} strokeWidth="1.5" strokeLinejoin="round" />
      <path d={SLEEVES} fill={tones.accent} stroke={tones.trim} strokeWidth="1.5" strokeLinejoin="round" />
      <path d={COLLAR} fill="none" stroke={tones.trim} strokeWidth="2.5" strokeLinecap="round" />
      <text
        x="24"
        y="29"
        textAnchor="middle"
        dominantBaseline="central"
        direction="ltr"
        fill={tones.ink}
        fontSize={label.length > 1 ? 15 : 17}
        fontWeight="bold"
        fontFamily="inherit"
      >
        {label}
      </text>
    </Box>
  );
}

/** The kit of a player whose club is known by id, from the cached list of clubs. */
export function ClubKitAvatar({ teamId, number, size }: { teamId: number; number: number | string; size?: BoxProps['boxSize'] }) {
  return <KitAvatar club={useClub(teamId)} number={number} size={size} />;
}
