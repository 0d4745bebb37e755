import type { PlayerBestsResponse, PlayerResponse } from '@isl/contracts';
import { Box, HStack, Icon, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { useTranslation } from 'react-i18next';
import { LuGoal, LuHandshake, LuShirt, LuStar } from 'react-icons/lu';
import { MeterBar } from '../../../components/charts/MeterBar';
import { isolate } from '../../../lib/bidi';
import { formatNumber, formatRating } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';

type Figure = keyof PlayerBestsResponse;

/**
 * Each figure's mark, as football apps draw them: on a phone the four stand on one line, a column each, so a squad's
 * rows stay compact (look.journey holds them under 80 px); the words are in the title and the text alternative.
 */
const FIGURE_ICONS: Record<Figure, IconType> = { rating: LuStar, appearances: LuShirt, goals: LuGoal, assists: LuHandshake };

interface FigureBar {
  figure: Figure;
  value: number;
  /** The figure in words ("Goals 6"): its title, and the text alternative's. */
  text: string;
}

/**
 * A player's figures, each beside a thin bar as long as it is against the league's best (full: he is the best). Only
 * the figures that exist are drawn: a rating above 0, goals and assists above 0. Until the league's bests have
 * arrived the figures stand without their bars. It is one image to assistive technology, whose text alternative
 * gives each figure with the league's best beside it.
 */
export function PlayerStatBars({ player, bests }: { player: PlayerResponse; bests: PlayerBestsResponse | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rating = Number.parseFloat(player.rating);
  const figures: (FigureBar | null)[] = [
    rating > 0 ? { figure: 'rating', value: rating, text: t('teams.squad.rating', { rating: formatRating(rating, language) }) } : null,
    { figure: 'appearances', value: player.appearances, text: t('teams.squad.appearances', { count: player.appearances }) },
    player.goals > 0 ? { figure: 'goals', value: player.goals, text: t('teams.squad.goals', { count: player.goals }) } : null,
    player.assists > 0 ? { figure: 'assists', value: player.assists, text: t('teams.squad.assists', { count: player.assists }) } : null,
  ];
  const shown = figures.filter((bar): bar is FigureBar => bar !== null);
  const figureOrder: Figure[] = ['rating', 'appearances', 'goals', 'assists'];
  const formatFigure = (figure: Figure, value: number) => (figure === 'rating' ? formatRating(value, language) : formatNumber(value, language));
  const summary = shown.map(({ figure, text }) => (bests ? t('charts.playerBars.against', { stat: text, best: formatFigure(figure, bests[figure]) }) : text));

  return (
    <Box>
      <SimpleGrid role="img" aria-label={t('charts.playerBars.label', { player: isolate(localizedName(player, language)) })} columns={4} columnGap="3">
        {figureOrder.map((figure) => {
          const bar = shown.find((candidate) => candidate.figure === figure);
          // A figure the player does not have keeps its column empty, so the squad's rows line up.
          if (!bar) return <Box key={figure} />;
          return (
            <HStack key={figure} gap="1" minW="0" data-figure={figure} title={bar.text}>
              <Icon as={FIGURE_ICONS[figure]} boxSize="3" color="fg.muted" flexShrink={0} aria-hidden />
              <Text as="span" textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums" lineHeight="short">
                {formatFigure(figure, bar.value)}
              </Text>
              {bests ? (
                <Box flex="1" minW="2">
                  <MeterBar value={bar.value} best={bests[figure]} color="brand.solid" />
                </Box>
              ) : null}
            </HStack>
          );
        })}
      </SimpleGrid>
      <VisuallyHidden>{summary.join(t('charts.separator'))}</VisuallyHidden>
    </Box>
  );
}
