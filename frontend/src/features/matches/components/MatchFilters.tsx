import { Box, Field, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { OptionSelect } from '../../../components/OptionSelect';
import { useLanguage } from '../../../lib/language-store';
import { languageOption } from '../../../lib/languages';
import { localizedName } from '../../../lib/localized-name';
import { roundOptions } from '../../../lib/rounds';
import { useSeasonParam, useShownSeason } from '../../../lib/season';
import { useTeams } from '../../../lib/teams/get-teams';
import { ALL_ROUNDS, type MatchesView } from '../lib/matches-view';

interface MatchFiltersProps {
  /** The round shown (the list's default until one is picked); undefined while the default is worked out. */
  round: MatchesView['round'];
  club: number | undefined;
  onRound: (round: number | typeof ALL_ROUNDS) => void;
  onClub: (club: number | undefined) => void;
}

/** An arrow that points the reading direction's way: "previous" is on the right on a right-to-left page. */
function StepArrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
      {direction === 'previous' ? <LuChevronLeft aria-hidden /> : <LuChevronRight aria-hidden />}
    </Box>
  );
}

/** The round picker (every round of the season, one at a time with the arrows, or all) and the filter of the season's clubs. */
export function MatchFilters({ round, club, onRound, onClub }: MatchFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const teams = useTeams(useSeasonParam().season);
  const rounds = useShownSeason().season?.rules.rounds ?? 0;
  const clubs = [...(teams.data ?? [])].sort((a, b) => localizedName(a, language).localeCompare(localizedName(b, language), languageOption(language).intlLocale));
  const step = typeof round === 'number' ? round : null;

  return (
    <Flex gap="3" wrap="wrap" align="end">
      <Field.Root flex="1 1 14rem" minW="0">
        <Field.Label>{t('matches.filters.round')}</Field.Label>
        <HStack gap="1" w="full">
          <IconButton
            variant="outline"
            size="sm"
            aria-label={t('matches.filters.previousRound')}
            disabled={step === null || step <= 1}
            onClick={() => step !== null && onRound(step - 1)}
          >
            <StepArrow direction="previous" />
          </IconButton>
          <OptionSelect
            size="sm"
            flex="1"
            disabled={round === undefined}
            value={String(round ?? '')}
            options={[...(round === undefined ? [{ value: '', label: t('app.loading') }] : []), { value: ALL_ROUNDS, label: t('matches.filters.allRounds') }, ...roundOptions(t, rounds)]}
            onChange={(picked) => onRound(picked === ALL_ROUNDS ? ALL_ROUNDS : Number(picked))}
          />
          <IconButton
            variant="outline"
            size="sm"
            aria-label={t('matches.filters.nextRound')}
            disabled={step === null || step >= rounds}
            onClick={() => step !== null && onRound(step + 1)}
          >
            <StepArrow direction="next" />
          </IconButton>
        </HStack>
      </Field.Root>
      <Field.Root flex="1 1 14rem" minW="0">
        <Field.Label>{t('matches.filters.club')}</Field.Label>
        <OptionSelect
          size="sm"
          value={String(club ?? '')}
          options={[{ value: '', label: t('matches.filters.allClubs') }, ...clubs.map((team) => ({ value: String(team.id), label: localizedName(team, language) }))]}
          onChange={(picked) => onClub(picked ? Number(picked) : undefined)}
        />
      </Field.Root>
    </Flex>
  );
}
