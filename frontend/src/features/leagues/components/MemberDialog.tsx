import type { LeagueTableRow } from '@isl/contracts';
import { Alert, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCrown } from 'react-icons/lu';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { BadgeChips } from '../../../components/BadgeChips';
import { ModalDialog } from '../../../components/ModalDialog';
import { QueryState } from '../../../components/QueryState';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { useMemberHistory } from '../api/get-member-history';
import { useRemoveMember } from '../api/remove-member';

function MemberRounds({ leagueId, userId }: { leagueId: number; userId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <QueryState query={useMemberHistory(leagueId, userId)} errorTitle={t('leagues.history.error')}>
      {(history) => {
        const won = history.rounds.filter((round) => round.wonRound).length;
        return (
          <Stack gap="3">
            {history.badges.length ? (
              <Text textStyle="sm">
                {t('leagues.history.badges')}
                <BadgeChips kinds={history.badges} />
              </Text>
            ) : null}
            <Text textStyle="sm" fontWeight="semibold">
              {t('leagues.history.roundsWon', { count: won, rounds: formatNumber(won, language) })}
            </Text>
            {history.rounds.length === 0 ? (
              <Text color="fg.muted">{t('leagues.history.empty')}</Text>
            ) : (
              <Box as="ol" listStyleType="none" aria-label={t('leagues.history.rounds')} maxH="60vh" overflowY="auto">
                {history.rounds.map((round) => (
                  <Flex as="li" key={round.round} justify="space-between" align="center" gap="3" py="1.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                    <HStack gap="1.5">
                      <Text as="span">{t('leagues.history.round', { round: round.round })}</Text>
                      {round.wonRound ? (
                        <Text as="span" color="orange.fg" display="inline-flex" alignItems="center" gap="1" textStyle="xs" fontWeight="semibold">
                          <LuCrown aria-hidden />
                          {t('leagues.history.won')}
                        </Text>
                      ) : null}
                    </HStack>
                    <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
                      {t('leagues.points', { points: formatNumber(round.points, language) })}
                    </Text>
                  </Flex>
                ))}
              </Box>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** The creator's way to remove a member, asked twice: a removed fan cannot come back with the code. */
function RemoveMember({ leagueId, member, name, onRemoved }: { leagueId: number; member: LeagueTableRow; name: string; onRemoved: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveMember(leagueId);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={() => setAsking(true)}>
        {t('leagues.manage.remove')}
      </Button>
    );
  }
  return (
    <Stack gap="2">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('leagues.manage.removeWarning', { name: isolate(name) })}</Alert.Title>
      </Alert.Root>
      {remove.isError ? <ApiErrorAlert error={remove.error} /> : null}
      <Flex gap="2" justify="end" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setAsking(false)} disabled={remove.isPending}>
          {t('app.cancel')}
        </Button>
        <Button
          size="sm"
          colorPalette="red"
          loading={remove.isPending}
          loadingText={t('leagues.manage.removing')}
          onClick={() => remove.mutate(member.userId, { onSuccess: onRemoved })}
        >
          {t('leagues.manage.removeConfirm')}
        </Button>
      </Flex>
    </Stack>
  );
}

interface MemberDialogProps {
  leagueId: number;
  /** The member shown; null: closed. */
  member: LeagueTableRow | null;
  /** Whether the caller may remove this member (the creator, for anyone but themselves, in a fans' league). */
  canRemove: boolean;
  onClose: () => void;
}

/** A member's rounds in the league (points round by round, the rounds they won) and, for the creator, Remove. */
export function MemberDialog({ leagueId, member, canRemove, onClose }: MemberDialogProps) {
  const { t } = useTranslation();
  const name = member?.displayName || t('user.fallbackName');
  return (
    <ModalDialog title={name} open={member !== null} onOpenChange={(open) => !open && onClose()} busy={false} dismissLabel={t('app.close')}>
      {member ? (
        <Stack gap="4">
          <MemberRounds leagueId={leagueId} userId={member.userId} />
          {canRemove ? <RemoveMember key={member.userId} leagueId={leagueId} member={member} name={name} onRemoved={onClose} /> : null}
        </Stack>
      ) : null}
    </ModalDialog>
  );
}
