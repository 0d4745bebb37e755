import type { TeamResponse } from '@isl/contracts';
import { Container, Field, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../../components/PageHeading';
import { PanelMessage } from '../../../components/PanelState';
import { QueryState } from '../../../components/QueryState';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useTeams } from '../../../lib/teams/get-teams';
import { usePageTitle } from '../../../lib/use-page-title';
import { matchesTeamSearch } from '../lib/filter-teams';
import { tableRows } from '../lib/standings';
import { SquadView } from './SquadView';
import { TeamCard } from './TeamCard';

const TEAM_PARAM = 'team';

/** The searchable grid of clubs, in table order. */
function TeamGrid({ teams, onViewSquad }: { teams: TeamResponse[]; onViewSquad: (teamId: number) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = tableRows(teams).filter(({ team }) => matchesTeamSearch(team, query));
  return (
    <Stack gap="6">
      <Field.Root maxW={{ md: 'md' }}>
        <Field.Label>{t('teams.searchLabel')}</Field.Label>
        <InputGroup startElement={<LuSearch aria-hidden />}>
          <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={t('teams.searchPlaceholder')} bg="bg" />
        </InputGroup>
      </Field.Root>
      {shown.length === 0 ? (
        <PanelMessage kind="empty" title={t('teams.empty')} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {shown.map(({ team, position }) => (
            <TeamCard key={team.id} team={team} position={position} onViewSquad={() => onViewSquad(team.id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * Teams & Squads: the searchable grid, or one team's squad. The chosen team lives in the URL (?team=id), so
 * the browser's back button and a shared link both work.
 */
export default function TeamsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = Number(searchParams.get(TEAM_PARAM));
  const teams = useTeams();
  const selected = teams.data?.find((team) => team.id === selectedId);
  // A club's page is titled with the club's name, as a link to it reads.
  usePageTitle(selected ? localizedName(selected, language) : t('teams.title'));
  return (
    <Container maxW="7xl" py="8">
      <Stack gap="6">
        <PageHeading title={t('teams.title')} subtitle={t('teams.subtitle')} />
        <QueryState query={teams} errorTitle={t('teams.error')}>
          {(loaded) =>
            selected ? (
              <SquadView team={selected} onBack={() => setSearchParams({})} />
            ) : (
              <TeamGrid teams={loaded} onViewSquad={(teamId) => setSearchParams({ [TEAM_PARAM]: String(teamId) })} />
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
