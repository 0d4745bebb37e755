import { leagueDate, type MatchResponse } from '@isl/contracts';
import { Box, chakra, Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface ScorelineProps {
  home: number;
  away: number;
}

/**
 * "2 - 1" as three boxes in an isolated flex row. The row follows the page direction, so on a right-to-left
 * page the home score stays beside the home team (which sits on the right), and no neighbouring text or
 * number can reorder the digits.
 */
export function Scoreline({ home, away }: ScorelineProps) {
  return (
    <Box as="span" display="inline-flex" gap="1.5" alignItems="center" unicodeBidi="isolate" fontWeight="bold" fontVariantNumeric="tabular-nums">
      <span>{home}</span>
      <span>-</span>
      <span>{away}</span>
    </Box>
  );
}

interface ScoreOrVersusProps {
  match: Pick<MatchResponse, 'homeScore' | 'awayScore' | 'status'>;
  /** The words' size where the score's column is narrow (a dense row): «بەرامبەر» is longer than a score. */
  wordsTextStyle?: TextProps['textStyle'];
}

/** Score, "vs" before a result, or "-" for a finished match without one. */
export function ScoreOrVersus({ match, wordsTextStyle }: ScoreOrVersusProps) {
  const { t } = useTranslation();
  if (match.homeScore !== null && match.awayScore !== null) return <Scoreline home={match.homeScore} away={match.awayScore} />;
  return (
    <Text as="span" color="fg.muted" fontWeight="semibold" textStyle={wordsTextStyle}>
      {t(match.status === 'finished' ? 'matches.noScore' : 'matches.versus')}
    </Text>
  );
}

/** The kick-off time on the league's clock ("18:00"), where the score will be; digits kept left to right. */
export function KickOffTime({ matchDate }: { matchDate: string }) {
  return (
    <chakra.time dateTime={matchDate} display="inline-block" dir="ltr" unicodeBidi="isolate" fontWeight="bold" fontVariantNumeric="tabular-nums">
      {leagueDate(new Date(matchDate)).time}
    </chakra.time>
  );
}
