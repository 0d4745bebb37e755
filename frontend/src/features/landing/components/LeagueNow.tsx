import { Box, Card, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';
import { MatchRowList } from '../../../components/MatchRow';
import { QueryState } from '../../../components/QueryState';
import { SkeletonList } from '../../../components/SkeletonList';
import { TeamCrest } from '../../../components/TeamCrest';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useTodayMatches } from '../../../lib/matches/get-today-matches';
import { useTeams } from '../../../lib/teams/get-teams';

const TODAY_ROWS = 5;
const TOP_ROWS = 5;
// Fixed heights, so the hero keeps its size from the first paint to the answer, whatever it is: five match rows
// (3rem and a border each), and a header and five rows of the table.
const TODAY_HEIGHT = '15.5rem';
const TOP_HEIGHT = '15rem';

function NowCard({ title, link, children }: { title: string; link?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root size="sm" color="fg" overflow="hidden">
      <Card.Header pb="2">
        <Flex justify="space-between" align="baseline" gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {link}
        </Flex>
      </Card.Header>
      <Card.Body pt="0" px="2">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** Today's matches as they stand, live ones with their minute; the first five of the day. */
function TodayMatches() {
  const { t } = useTranslation();
  const today = useTodayMatches({ enabled: true });
  return (
    <NowCard
      title={t('landing.now.todayTitle')}
      link={
        <Link asChild textStyle="sm" color="brand.fg" fontWeight="medium">
          <RouterLink to="/matches">{t('landing.now.allMatches')}</RouterLink>
        </Link>
      }
    >
      <Box h={TODAY_HEIGHT} overflow="hidden">
        <QueryState
          query={today}
          errorTitle={t('matches.error')}
          emptyTitle={t('landing.now.todayEmpty')}
          loading={<SkeletonList count={TODAY_ROWS} height="2.75rem" gap="1" rounded="md" />}
        >
          {(matches) => <MatchRowList matches={matches} limit={TODAY_ROWS} />}
        </QueryState>
      </Box>
    </NowCard>
  );
}

/** The first five of the league table: position, crest and club, played and points. */
function TopOfTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const teams = useTeams();
  return (
    <NowCard title={t('landing.now.tableTitle')}>
      <Box h={TOP_HEIGHT} overflow="hidden">
        <QueryState
          query={teams}
          errorTitle={t('leagueTable.errorTitle')}
          emptyTitle={t('leagueTable.empty')}
          loading={<SkeletonList count={TOP_ROWS + 1} height="2.25rem" gap="1" rounded="md" />}
        >
          {(clubs) => (
            <Table.Root size="sm" tableLayout="fixed">
              <Table.Header>
                <Table.Row h="10">
                  <Table.ColumnHeader w="2.5rem" textAlign="center">
                    {t('leagueTable.columns.position')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('leagueTable.columns.team')}</Table.ColumnHeader>
                  <Table.ColumnHeader w="3rem" textAlign="center">
                    {t('leagueTable.columns.played')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader w="3.5rem" textAlign="center">
                    {t('leagueTable.columns.points')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {clubs.slice(0, TOP_ROWS).map((club, index) => (
                  <Table.Row key={club.id} h="10">
                    <Table.Cell textAlign="center" fontWeight="semibold">
                      {club.currentPosition ?? index + 1}
                    </Table.Cell>
                    <Table.Cell>
                      <Flex align="center" gap="2" minW="0">
                        <TeamCrest club={club} size="6" />
                        <Text truncate fontWeight="medium">
                          {localizedName(club, language)}
                        </Text>
                      </Flex>
                    </Table.Cell>
                    <Table.Cell textAlign="center">{club.matchesPlayed}</Table.Cell>
                    <Table.Cell textAlign="center" fontWeight="bold">
                      {club.points}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </QueryState>
      </Box>
    </NowCard>
  );
}

/** The hero's other half: the league as it is today, real matches and the top of the real table. */
export function LeagueNow() {
  return (
    <Stack gap="4">
      <TodayMatches />
      <TopOfTable />
    </Stack>
  );
}
