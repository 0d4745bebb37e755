import type { LeagueResponse, LeagueTableRow } from '@isl/contracts';
import { Box, chakra, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BadgeChips } from '../../../components/BadgeChips';
import { Pager } from '../../../components/Pager';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { OneLineName } from './OneLineName';

// Rank, the member (picture, name, badges) and points: the rank and points columns have fixed widths so rows line up.
const RANK_WIDTH = '2.5rem';
const POINTS_WIDTH = '3.5rem';

interface TableRowProps {
  row: LeagueTableRow;
  isMe: boolean;
  onOpen: (row: LeagueTableRow) => void;
}

function TableRow({ row, isMe, onOpen }: TableRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = row.displayName || t('user.fallbackName');
  return (
    <Flex
      as="li"
      align="center"
      gap="2"
      px="2"
      py="1.5"
      rounded="md"
      bg={isMe ? 'brand.subtle' : undefined}
      borderWidth="1px"
      borderColor={isMe ? 'brand.solid' : 'transparent'}
      aria-current={isMe ? 'true' : undefined}
      data-member={row.userId}
    >
      <Text w={RANK_WIDTH} flexShrink="0" textAlign="center" fontWeight="bold" fontVariantNumeric="tabular-nums">
        <span aria-hidden>{formatNumber(row.rank, language)}</span>
        <VisuallyHidden>{t('leagues.table.rankLabel', { rank: formatNumber(row.rank, language) })}</VisuallyHidden>
      </Text>
      <UserAvatar profileImageUrl={row.profileImageUrl} size="xs" />
      {/* The badges beside the name, outside its button: a button's content is one name to a screen reader. */}
      <Flex flex="1" minW="0" align="center">
        <chakra.button
          type="button"
          minW="0"
          textAlign="start"
          py="1"
          cursor="pointer"
          rounded="sm"
          _hover={{ textDecoration: 'underline' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
          onClick={() => onOpen(row)}
          aria-haspopup="dialog"
        >
          <Flex as="span" align="baseline" gap="1" minW="0" fontWeight={isMe ? 'bold' : 'medium'}>
            <OneLineName name={name} minW="0" />
            {isMe ? (
              <Text as="span" color="brand.fg" flexShrink="0">
                {t('leagues.table.you')}
              </Text>
            ) : null}
          </Flex>
        </chakra.button>
        <BadgeChips kinds={row.badges} />
      </Flex>
      <Text w={POINTS_WIDTH} flexShrink="0" textAlign="end" fontWeight="bold" fontVariantNumeric="tabular-nums">
        <span aria-hidden>{formatNumber(row.points, language)}</span>
        <VisuallyHidden>{t('leagues.points', { points: formatNumber(row.points, language) })}</VisuallyHidden>
      </Text>
    </Flex>
  );
}

interface LeagueTableProps {
  league: LeagueResponse;
  userId: string;
  onPage: (page: number) => void;
  onOpenMember: (row: LeagueTableRow) => void;
}

/**
 * A page of the league's table, the fan's own row highlighted; on another page than theirs, their row is pinned
 * under it. Tapping a member opens their rounds.
 */
export function LeagueTable({ league, userId, onPage, onOpenMember }: LeagueTableProps) {
  const { t } = useTranslation();
  const { me } = league;
  const pinned = me && !league.table.some((row) => row.userId === me.userId) ? me : null;
  if (league.table.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center" py="4">
        {t('leagues.table.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="1">
      <Flex gap="2" px="2" textStyle="xs" color="fg.muted" fontWeight="semibold" aria-hidden>
        <Text w={RANK_WIDTH} textAlign="center">
          #
        </Text>
        <Text flex="1">{t('leagues.table.member')}</Text>
        <Text w={POINTS_WIDTH} textAlign="end">
          {t('leagues.table.points')}
        </Text>
      </Flex>
      <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="0.5" aria-label={t('leagues.table.title')}>
        {league.table.map((row) => (
          <TableRow key={row.userId} row={row} isMe={row.userId === userId} onOpen={onOpenMember} />
        ))}
      </Box>
      {pinned ? (
        <Box as="ol" listStyleType="none" borderTopWidth="1px" borderStyle="dashed" pt="1" mt="1" aria-label={t('leagues.table.yourPlace')}>
          <TableRow row={pinned} isMe onOpen={onOpenMember} />
        </Box>
      ) : null}
      <Pager page={league.page} pages={league.pages} onPage={onPage} />
    </Stack>
  );
}
