import { Box, Image, type BoxProps } from '@chakra-ui/react';
import { useId } from 'react';
import { crestDesign, type Club, type CrestPattern, type CrestShape } from '../lib/club-identity';
import { useLanguage } from '../lib/language-store';
import { useClub } from '../lib/teams/use-club';

// Drawn on a 48 x 48 grid; each outline keeps 3.5 units of margin so its trim is never cut.
const SHAPES: Record<CrestShape, string> = {
  shield: 'M7 4.5H41V22C41 33 33 40.5 24 44.5C15 40.5 7 33 7 22Z',
  roundel: 'M3.5 24a20.5 20.5 0 1 0 41 0a20.5 20.5 0 1 0 -41 0Z',
  crown: 'M7 9.5L15.5 4.5L24 8.5L32.5 4.5L41 9.5V23C41 33.5 33 40.5 24 44.5C15 40.5 7 33.5 7 23Z',
  badge: 'M7 4.5H41V31L24 44.5L7 31Z',
};

// The club's second colour over the field, inside the outline.
const PATTERNS: Record<Exclude<CrestPattern, 'plain'>, string> = {
  stripes: 'M10 0h5v48h-5zM21.5 0h5v48h-5zM33 0h5v48h-5z',
  halves: 'M24 0h24v48h-24z',
  sash: 'M0 10L10 0L48 38L38 48Z',
  chief: 'M0 0h48v15h-48z',
};

interface TeamCrestProps {
  /** The club; undefined while its row loads, when an empty space of the same size is kept. */
  club: Club | undefined;
  size?: BoxProps['boxSize'];
}

/**
 * The club's crest, drawn from its own colours: a shield, roundel, crowned shield or badge with a pattern,
 * and the club's initials in the reader's script on a central disc. Each of the 20 clubs gets a different
 * one (see crestDesign). Decoration: the club's name is always written beside it.
 */
export function TeamCrest({ club, size = '8' }: TeamCrestProps) {
  const language = useLanguage();
  const clipId = useId();
  if (!club) return <Box aria-hidden boxSize={size} flexShrink={0} />;
  if (club.logoUrl) return <Image src={club.logoUrl} alt="" boxSize={size} objectFit="contain" flexShrink={0} />;

  const design = crestDesign(club, language);
  const outline = SHAPES[design.shape];
  return (
    <Box as="svg" aria-hidden boxSize={size} flexShrink={0} data-crest={`${design.shape}-${design.pattern}`} {...{ viewBox: '0 0 48 48' }}>
      <defs>
        <clipPath id={clipId}>
          <path d={outline} />
        </clipPath>
      </defs>
      <path d={outline} fill={design.field} />
      {design.pattern !== 'plain' ? <path d={PATTERNS[design.pattern]} fill={design.accent} clipPath={`url(#${clipId})`} /> : null}
      <path d={outline} fill="none" stroke={design.trim} strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="24" cy="24" r="12.5" fill={design.field} stroke={design.trim} strokeWidth="1.5" />
      <text
        x="24"
        y="24"
        textAnchor="middle"
        dominantBaseline="central"
        direction={design.direction}
        fill={design.ink}
        fontSize={[...design.monogram].length > 1 ? 12 : 16}
        fontWeight="bold"
        fontFamily="inherit"
      >
        {design.monogram}
      </text>
    </Box>
  );
}

/** The crest of a club known by id (a match's side, a player's club), from the cached list of clubs. */
export function ClubCrest({ teamId, size }: { teamId: number; size?: BoxProps['boxSize'] }) {
  return <TeamCrest club={useClub(teamId)} size={size} />;
}
