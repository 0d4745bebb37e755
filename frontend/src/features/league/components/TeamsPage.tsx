import { Container, Field, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { PanelLoading, PanelMessage } from '../../../components/PanelState';
import { useTeams } from '../api/get-teams';
import { matchesTeamSearch } from '../lib/filter-teams';
import { rankTeams } from '../lib/standings';
import { SquadView } from './SquadView';
import { TeamCard } from './TeamCard';
import { PageHeading } from '../../../components/PageHeading';

const TEAM_PARAM = 'team';

/**
 * Teams & Squads: the searchable grid, or one team's squad. The chosen team lives in the URL (?team=id), so
 * the browser's back button and a shared link both work.
 */
export default function TeamsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const { data: teams, isPending, isError, refetch } = useTeams();
  const ranked = useMemo(() => rankTeams(teams ?? []), [teams]);
  const shown = ranked.filter(({ team }) => matchesTeamSearch(team, query));

  const selectedId = Number(searchParams.get(TEAM_PARAM));
  const selected = teams?.find((team) => team.id === selectedId);

  let body;
  if (isPending) body = <PanelLoading />;
  else if (isError) body = <PanelMessage kind="error" title={t('teams.error')} onRetry={() => void refetch()} />;
  else if (selected) body = <SquadView team={selected} onBack={() => setSearchParams({})} />;
  else
    body = (
      <Stack gap="6">
        <Field.Root maxW={{ md: 'md' }}>
          <Field.Label>{t('teams.searchLabel')}</Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden />}>
            <Input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('teams.searchPlaceholder')}
              bg="bg"
            />
          </InputGroup>
        </Field.Root>
        {shown.length === 0 ? (
          <PanelMessage kind="empty" title={t('teams.empty')} />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
            {shown.map(({ team, position }) => (
              <TeamCard
                key={team.id}
                team={team}
                position={position}
                onViewSquad={() => setSearchParams({ [TEAM_PARAM]: String(team.id) })}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );

  return (
    <Container maxW="7xl" py="8">
      <Stack gap="6">
        <PageHeading title={t('teams.title')} subtitle={t('teams.subtitle')} />
        {body}
      </Stack>
    </Container>
  );
}
