import type { LeagueResponse, LeagueTableRow } from '@isl/contracts';
import { Alert, Badge, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLock } from 'react-icons/lu';
import { useParams, useSearchParams } from 'react-router-dom';
import { BackButton } from '../../../components/BackButton';
import { FollowButton } from '../../../components/FollowButton';
import { PageLoading } from '../../../components/PageLoading';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLeague } from '../api/get-league';
import { useLeagueName } from '../hooks/use-league-name';
import { useLeagueUpdates } from '../hooks/use-league-updates';
import { GameBadge } from './GameBadge';
import { MemberCount } from './MemberCount';
import { InviteCard } from './InviteCard';
import { isMissingLeague, LeagueMissing } from './LeagueMissing';
import { LeaguePicks } from './LeaguePicks';
import { LeagueTable } from './LeagueTable';
import { LeaveLeague } from './LeaveLeague';
import { MemberDialog } from './MemberDialog';
import { OwnerActions } from './OwnerActions';
import { RoundWinnerCard } from './RoundWinnerCard';
import { wholeNumberParam } from '../../../lib/whole-number-param';

function LeagueHeader({ league, name }: { league: LeagueResponse; name: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
        <bdi>{name}</bdi>
      </Heading>
      <Flex align="center" gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
        <GameBadge game={league.game} />
        {league.clubId !== null ? <Badge variant="outline">{t('leagues.clubLeague')}</Badge> : null}
        <MemberCount count={league.memberCount} />
        {league.clubId === null && !league.joiningOpen ? (
          <Badge colorPalette="gray">
            <LuLock aria-hidden />
            {t('leagues.closed')}
          </Badge>
        ) : null}
      </Flex>
    </Stack>
  );
}

/** A club's public league: joined by following the club and left by unfollowing it, so no code and no Leave. */
function ClubLeagueNote({ clubId, name }: { clubId: number; name: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('leagues.clubNote', { club: name })}</Alert.Description>
      </Alert.Content>
      <FollowButton teamId={clubId} teamName={name} />
    </Alert.Root>
  );
}

function LeagueView({ league, userId, onPage }: { league: LeagueResponse; userId: string; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const name = useLeagueName(league);
  usePageTitle(name);
  const [member, setMember] = useState<LeagueTableRow | null>(null);
  const isFansLeague = league.clubId === null;
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <LeagueHeader league={league} name={name} />
      {league.clubId !== null ? <ClubLeagueNote clubId={league.clubId} name={name} /> : null}
      {league.code ? <InviteCard code={league.code} leagueName={name} /> : null}
      {league.roundWinner ? <RoundWinnerCard winner={league.roundWinner} /> : null}
      <Panel title={t('leagues.table.title')} subtitle={t(`leagues.table.since.${league.startRound > 1 ? 'round' : 'season'}`, { round: league.startRound })}>
        <LeagueTable league={league} userId={userId} onPage={onPage} onOpenMember={setMember} />
      </Panel>
      <LeaguePicks leagueId={league.id} game={league.game} />
      {league.isOwner && isFansLeague ? <OwnerActions league={league} /> : null}
      {/* The code is shown to a fans' league's members only: they are the ones who can leave it. */}
      {league.code ? <LeaveLeague leagueId={league.id} leagueName={name} /> : null}
      <MemberDialog leagueId={league.id} member={member} canRemove={league.isOwner && isFansLeague && member?.userId !== userId} onClose={() => setMember(null)} />
    </Stack>
  );
}

function LeagueScreen({ leagueId, userId }: { leagueId: number; userId: string }) {
  const { t } = useTranslation();
  useLeagueUpdates();
  const [params, setParams] = useSearchParams();
  const page = wholeNumberParam(params.get('page')) ?? 1;
  const league = useLeague(leagueId, page);
  const showPage = (next: number) =>
    setParams((previous) => {
      const changed = new URLSearchParams(previous);
      if (next === 1) changed.delete('page');
      else changed.set('page', String(next));
      return changed;
    });

  if (isMissingLeague(league.error)) return <LeagueMissing text={t('leagues.missing.text')} />;
  return (
    <Container maxW="3xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="4">
        <BackButton to="/leagues" label={t('leagues.back')} />
        <QueryState query={league} errorTitle={t('leagues.error')} loading={<PageLoading />}>
          {(shown) => <LeagueView league={shown} userId={userId} onPage={showPage} />}
        </QueryState>
      </Stack>
    </Container>
  );
}

/**
 * A league's page (/leagues/:id), signed in only, phone first: its name, game and size, the invite for members of
 * a fans' league, the round's winner, the table (a page at a time, `?page=N`), the members' picks for a match once
 * it has kicked off, a member's rounds, and the creator's tools.
 */
export default function LeaguePage() {
  const { id } = useParams();
  const leagueId = wholeNumberParam(id);
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      {(user) => (leagueId !== null ? <LeagueScreen key={leagueId} leagueId={leagueId} userId={user.id} /> : <LeagueMissing text={t('leagues.missing.text')} />)}
    </RequireSignIn>
  );
}
