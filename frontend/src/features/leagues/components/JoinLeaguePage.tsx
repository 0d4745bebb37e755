import type { LeaguePreview } from '@isl/contracts';
import { Alert, Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { PageLoading } from '../../../components/PageLoading';
import { QueryState } from '../../../components/QueryState';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { RouterLink } from '../../../components/RouterLink';
import { ApiError } from '../../../lib/api-client';
import { ltr } from '../../../lib/bidi';
import { useLeaguePreview } from '../api/get-league-preview';
import { useJoinLeague } from '../api/join-league';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { GameBadge } from './GameBadge';
import { MemberCount } from './MemberCount';
import { isMissingLeague, LeagueMissing } from './LeagueMissing';

function Invitation({ code, league }: { code: string; league: LeaguePreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinLeague();
  const headingId = useId();
  usePageTitle(t('leagues.joinPage.title'));
  const alreadyIn = join.error instanceof ApiError && join.error.code === 'LEAGUE_ALREADY_MEMBER';
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted">{t('leagues.joinPage.invited')}</Text>
          <Heading as="h2" size="2xl" id={headingId} overflowWrap="anywhere">
            <bdi>{league.name}</bdi>
          </Heading>
          <Flex align="center" gap="3" wrap="wrap" textStyle="sm" color="fg.muted">
            <GameBadge game={league.game} />
            <MemberCount count={league.memberCount} />
            <span>{t('leagues.joinPage.season', { season: ltr(league.season) })}</span>
          </Flex>
          {join.isError ? <ApiErrorAlert error={join.error} /> : null}
          {!league.joiningOpen ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('errors.api.LEAGUE_CLOSED')}</Alert.Title>
            </Alert.Root>
          ) : alreadyIn ? (
            <Button asChild colorPalette="brand" alignSelf="start">
              <RouterLink to={`/leagues/${league.id}`}>{t('leagues.join.open')}</RouterLink>
            </Button>
          ) : (
            <Button
              colorPalette="brand"
              alignSelf="start"
              loading={join.isPending}
              loadingText={t('leagues.join.submitting')}
              onClick={() => join.mutate({ code }, { onSuccess: () => void navigate(`/leagues/${league.id}`) })}
            >
              {t('leagues.joinPage.submit')}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function JoinScreen({ code }: { code: string }) {
  const { t } = useTranslation();
  const preview = useLeaguePreview(code);
  if (isMissingLeague(preview.error)) return <LeagueMissing text={t(apiErrorKeys(preview.error))} />;
  return (
    <Container maxW="xl" py={{ base: '6', md: '12' }} px={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          {t('leagues.joinPage.title')}
        </Heading>
        <QueryState query={preview} errorTitle={t('leagues.joinPage.error')} loading={<PageLoading />}>
          {(league) => <Invitation code={code} league={league} />}
        </QueryState>
      </Stack>
    </Container>
  );
}

/**
 * /leagues/join/:code, where an invite link leads: the league the code opens and a Join button. Signed out, the
 * fan signs in first and comes back here (RequireSignIn).
 */
export default function JoinLeaguePage() {
  const { code = '' } = useParams();
  return <RequireSignIn>{() => <JoinScreen code={code} />}</RequireSignIn>;
}
