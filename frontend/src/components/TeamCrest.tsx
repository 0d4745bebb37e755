import { Box, Image, type BoxProps } from '@chakra-ui/react';
import { useId } from 'react';
import { CREST_DRAWING, crestDesign, type Club } from '@isl/contracts';
import { useLanguage } from '../lib/language-store';
import { useClub } from '../lib/teams/use-club';
import { useDataSaver } from '../lib/data-saver';

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
  const dataSaver = useDataSaver();
  if (!club) return <Box aria-hidden boxSize={size} flexShrink={0} />;
  if (club.logoUrl && !dataSaver) return <Image src={club.logoUrl} alt="" boxSize={size} objectFit="contain" flexShrink={0} />;

  const design = crestDesign(club, language);
  const { outlines, patterns, trimWidth, disc } = CREST_DRAWING;
  const outline = outlines[design.shape];
  return (
    <Box as="svg" aria-hidden boxSize={size} flexShrink={0} data-crest={`${design.shape}-${design.pattern}`} {...{ viewBox: CREST_DRAWING.viewBox }}>
      <defs>
        <clipPath id={clipId}>
          <path d={outline} />
        </clipPath>
      </defs>
      <path d={outline} fill={design.field} />
      {design.pattern !== 'plain' ? <path d={patterns[design.pattern]} fill={design.accent} clipPath={`url(#${clipId})`} /> : null}
      <path d={outline} fill="none" stroke={design.trim} strokeWidth={trimWidth} strokeLinejoin="round" />
      <circle cx={disc.cx} cy={disc.cy} r={disc.r} fill={design.field} stroke={design.trim} strokeWidth={disc.strokeWidth} />
      <text
        x={disc.cx}
        y={disc.cy}
        textAnchor="middle"
        dominantBaseline="central"
        direction={design.direction}
        fill={design.ink}
        fontSize={CREST_DRAWING.monogramSize(design.monogram)}
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
