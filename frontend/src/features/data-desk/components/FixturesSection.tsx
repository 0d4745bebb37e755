import type { MatchResponse, SeasonResponse } from '@isl/contracts';
import { Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchStatusBadge } from '../../../components/MatchStatusBadge';
import { OptionSelect } from '../../../components/OptionSelect';
import { roundOptions } from '../../../lib/rounds';
import { QueryState } from '../../../components/QueryState';
import { useFixtures } from '../api/get-fixtures';
import { useSeasons } from '../../../lib/season';
import { deskDateTime } from '../lib/desk-text';
import { FixtureEditor, useFixtureTitle } from './FixtureEditor';
import { ListAndEditor } from './ListAndEditor';
import { PickList } from './PickList';

function FixtureRow({ match }: { match: MatchResponse }) {
  const { t } = useTranslation();
  const title = useFixtureTitle();
  return (
    <Stack gap="0" minW="0" flex="1">
      <Text fontWeight="medium">
        <bdi>{title(match)}</bdi>
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {deskDateTime(match.matchDate, t)}
        {match.venue ? ' · ' : null}
        {match.venue ? <bdi>{match.venue}</bdi> : null}
      </Text>
    </Stack>
  );
}

/** A round of a season, and the chosen fixture's editor. */
function SeasonFixtures({ seasons }: { seasons: SeasonResponse[] }) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(() => (seasons.find((season) => season.isCurrent) ?? seasons[0]).label);
  const [round, setRound] = useState(1);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const season = seasons.find((candidate) => candidate.label === label) ?? seasons[0];
  const fixtures = useFixtures({ season: season.label, round });
  const chosen = fixtures.data?.find((match) => match.id === chosenId);
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="2xl">
        <Field.Root>
          <Field.Label>{t('desk.fixtures.season')}</Field.Label>
          <OptionSelect
            value={season.label}
            options={seasons.map((candidate) => ({ value: candidate.label, label: candidate.label }))}
            onChange={(picked) => {
              setLabel(picked);
              setChosenId(null);
            }}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('desk.fixtures.round')}</Field.Label>
          <OptionSelect
            value={String(round)}
            options={roundOptions(t, season.rules.rounds)}
            onChange={(picked) => {
              setRound(Number(picked));
              setChosenId(null);
            }}
          />
        </Field.Root>
      </SimpleGrid>
      <ListAndEditor
        list={
          <QueryState query={fixtures} errorTitle={t('desk.fixtures.loadError')} emptyTitle={t('desk.fixtures.empty')}>
            {(list) => (
              <PickList
                label={t('desk.fixtures.listLabel')}
                items={list}
                keyOf={(match) => match.id}
                chosen={chosenId}
                onChoose={(match) => setChosenId(match.id)}
                render={(match) => (
                  <>
                    <FixtureRow match={match} />
                    <MatchStatusBadge match={match} variant="card" />
                  </>
                )}
              />
            )}
          </QueryState>
        }
        editor={chosen ? <FixtureEditor key={chosen.id} match={chosen} rounds={season.rules.rounds} /> : null}
        onBack={() => setChosenId(null)}
        placeholder={t('desk.fixtures.choose')}
      />
    </Stack>
  );
}

export function FixturesSection() {
  const { t } = useTranslation();
  const seasons = useSeasons();
  return (
    <QueryState query={seasons} errorTitle={t('desk.fixtures.seasonsError')} emptyTitle={t('desk.fixtures.noSeasons')}>
      {(list) => <SeasonFixtures seasons={list} />}
    </QueryState>
  );
}
