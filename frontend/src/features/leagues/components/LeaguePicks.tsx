import type { Language, LeagueGame, LeaguePick, MatchResponse, PlayerResponse } from '@isl/contracts';
import { Badge, Box, Field, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEyeOff, LuSparkles } from 'react-icons/lu';
import { BidiList } from '../../../components/BidiList';
import { OptionSelect } from '../../../components/OptionSelect';
import { Pager } from '../../../components/Pager';
import { Panel } from '../../../components/Panel';
import { PanelLoading, PanelMessage } from '../../../components/PanelState';
import { QueryState } from '../../../components/QueryState';
import { Scoreline } from '../../../components/Scoreline';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedName } from '../../../lib/localized-name';
import { useMatches } from '../../../lib/matches/get-matches';
import { matchDateLabel } from '../../../lib/matches/match-date-label';
import { roundOptions } from '../../../lib/rounds';
import { useCurrentSeason } from '../../../lib/season';
import { teamPlayersQueryOptions } from '../../../lib/teams/get-team-players';
import { useLeaguePicks } from '../api/get-league-picks';
import { usePicksRound } from '../hooks/use-picks-round';
import { picksMatch } from '../lib/picks-round';
import { OneLineName } from './OneLineName';

/** The match's two clubs in the reader's language, each isolated (an English name on an Arabic page keeps its order). */
function clubNames(match: MatchResponse, language: Language): Record<'home' | 'away', string> {
  return { home: isolate(localizedName(homeTeamNames(match), language)), away: isolate(localizedName(awayTeamNames(match), language)) };
}

/** The players of both clubs of a match by id, for the squad game's picks (loaded only for that game). */
function usePlayersOf(match: MatchResponse, needed: boolean): Map<number, PlayerResponse> {
  const squads = useQueries({
    queries: [match.homeTeamId, match.awayTeamId].map((teamId) => ({ ...teamPlayersQueryOptions(teamId), enabled: needed })),
  });
  return new Map(squads.flatMap((squad) => squad.data ?? []).map((player) => [player.id, player]));
}

function PickLine({ pick, match, game, players }: { pick: LeaguePick; match: MatchResponse; game: LeagueGame; players: Map<number, PlayerResponse> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = pick.displayName || t('user.fallbackName');
  const called = pick.prediction === 'draw' ? t('leagues.picks.draw') : pick.prediction ? t('leagues.picks.win', { team: clubNames(match, language)[pick.prediction] }) : null;
  // The squad game: each of the member's players in this match, the captain and vice-captain marked.
  const picked = (pick.playerIds ?? []).map((id) => {
    const player = players.get(id);
    const playerName = player ? localizedName(player, language) : t('leagues.picks.unknownPlayer');
    if (id === pick.captainId) return t('leagues.picks.captain', { player: isolate(playerName) });
    if (id === pick.viceCaptainId) return t('leagues.picks.viceCaptain', { player: isolate(playerName) });
    return playerName;
  });
  return (
    <Flex as="li" align="center" gap="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-pick={pick.userId}>
      <Stack gap="0.5" flex="1" minW="0">
        <OneLineName name={name} fontWeight="semibold" />
        {game === 'predictions' ? (
          <Flex align="center" gap="2" wrap="wrap" textStyle="sm">
            {called ? <Text as="span">{called}</Text> : null}
            {typeof pick.homeScore === 'number' && typeof pick.awayScore === 'number' ? (
              <Text as="span" color="fg.muted" display="inline-flex" gap="1" alignItems="center">
                {t('leagues.picks.exact')} <Scoreline home={pick.homeScore} away={pick.awayScore} />
              </Text>
            ) : null}
            {pick.joker ? (
              <Badge colorPalette="purple" size="sm">
                <LuSparkles aria-hidden />
                {t('leagues.picks.joker')}
              </Badge>
            ) : null}
          </Flex>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {picked.length ? <BidiList items={picked} /> : t('leagues.picks.noPlayers')}
          </Text>
        )}
      </Stack>
      <Text fontWeight="bold" flexShrink="0" fontVariantNumeric="tabular-nums">
        {t('leagues.points', { points: formatNumber(pick.points, language) })}
      </Text>
    </Flex>
  );
}

function MatchPicks({ leagueId, game, match }: { leagueId: number; game: LeagueGame; match: MatchResponse }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const picks = useLeaguePicks(leagueId, match.id, page);
  const players = usePlayersOf(match, game === 'squad');
  return (
    <QueryState query={picks} errorTitle={t('leagues.picks.error')}>
      {({ revealed, picks: shown, page: shownPage, pages }) =>
        !revealed ? (
          <Flex align="start" gap="3" bg="bg.muted" rounded="md" p="3" role="status">
            <Box color="fg.muted" mt="0.5" aria-hidden>
              <LuEyeOff />
            </Box>
            <Stack gap="0.5">
              <Text fontWeight="semibold">{t('leagues.picks.hidden')}</Text>
              <Text textStyle="sm" color="fg.muted">
                {t('leagues.picks.kickOff', { date: matchDateLabel(match.matchDate, new Date(), t) })}
              </Text>
            </Stack>
          </Flex>
        ) : shown.length === 0 ? (
          <PanelMessage kind="empty" title={t('leagues.picks.empty')} />
        ) : (
          <>
            <Box as="ul" listStyleType="none" aria-label={t('leagues.picks.title')}>
              {shown.map((pick) => (
                <PickLine key={pick.userId} pick={pick} match={match} game={game} players={players} />
              ))}
            </Box>
            <Pager page={shownPage} pages={pages} onPage={setPage} />
          </>
        )
      }
    </QueryState>
  );
}

/**
 * The members' picks for a match of a round (the one being played, to start with): shown once the match has
 * kicked off, and before that a line saying when they will be.
 */
export function LeaguePicks({ leagueId, game }: { leagueId: number; game: LeagueGame }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const openingRound = usePicksRound();
  const rounds = useCurrentSeason()?.rules.rounds ?? 0;
  const [pickedRound, setPickedRound] = useState<number>();
  const round = pickedRound ?? openingRound;
  const matches = useMatches({ round }, { enabled: round !== undefined });
  const [pickedMatch, setPickedMatch] = useState<{ round: number; matchId: number }>();
  const roundMatches = matches.data ?? [];
  // A match picked in another round does not carry over: a new round opens on its own match.
  const chosenId = pickedMatch && pickedMatch.round === round ? pickedMatch.matchId : undefined;
  const match = roundMatches.find((candidate) => candidate.id === chosenId) ?? picksMatch(roundMatches);

  return (
    <Panel title={t('leagues.picks.title')} subtitle={t('leagues.picks.subtitle')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root disabled={round === undefined}>
            <Field.Label>{t('leagues.picks.round')}</Field.Label>
            <OptionSelect
              size="sm"
              value={String(round ?? '')}
              options={round === undefined ? [{ value: '', label: t('app.loading') }] : roundOptions(t, Math.max(rounds, round))}
              onChange={(value) => setPickedRound(Number(value))}
            />
          </Field.Root>
          <Field.Root disabled={!match}>
            <Field.Label>{t('leagues.picks.match')}</Field.Label>
            <OptionSelect
              size="sm"
              value={String(match?.id ?? '')}
              options={roundMatches.length ? roundMatches.map((option) => ({ value: String(option.id), label: t('leagues.picks.matchOption', clubNames(option, language)) })) : [{ value: '', label: '' }]}
              onChange={(value) => round !== undefined && setPickedMatch({ round, matchId: Number(value) })}
            />
          </Field.Root>
        </SimpleGrid>
        {round === undefined || matches.isPending ? (
          <PanelLoading />
        ) : matches.isError ? (
          <PanelMessage kind="error" title={t('matches.error')} onRetry={() => void matches.refetch()} />
        ) : match ? (
          <MatchPicks key={match.id} leagueId={leagueId} game={game} match={match} />
        ) : (
          <PanelMessage kind="empty" title={t('leagues.picks.noMatches')} />
        )}
      </Stack>
    </Panel>
  );
}
