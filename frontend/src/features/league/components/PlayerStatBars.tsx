import type { PlayerBestsResponse, PlayerResponse } from '@isl/contracts';
import { Box, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MeterBar } from '../../../components/charts/MeterBar';
import { isolate } from '../../../lib/bidi';
import { formatNumber, formatRating } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';

type Figure = keyof PlayerBestsResponse;

interface FigureBar {
  figure: Figure;
  value: number;
  /** The figure as the card writes it ("Goals 6"). */
  text: string;
}

/**
 * A player's figures, each over a thin bar as long as it is against the league's best (full: he is the best). Only
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
  const formatFigure = (figure: Figure, value: number) => (figure === 'rating' ? formatRating(value, language) : formatNumber(value, language));
  const summary = shown.map(({ figure, text }) => (bests ? t('charts.playerBars.against', { stat: text, best: formatFigure(figure, bests[figure]) }) : text));

  return (
    <Box>
      <SimpleGrid role="img" aria-label={t('charts.playerBars.label', { player: isolate(localizedName(player, language)) })} columns={2} columnGap="3" rowGap="1.5">
        {shown.map(({ figure, value, text }) => (
          <Stack key={figure} gap="0.5" minW="0" data-figure={figure}>
            <Text textStyle="xs" color="fg.muted" lineHeight="short">
              {text}
            </Text>
            {bests ? <MeterBar value={value} best={bests[figure]} color="brand.solid" /> : null}
          </Stack>
        ))}
      </SimpleGrid>
      <VisuallyHidden>{summary.join(t('charts.separator'))}</VisuallyHidden>
    </Box>
  );
}
