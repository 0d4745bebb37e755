import { Badge, Button, Card, Flex, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { BidiList } from '../../../components/BidiList';
import type { MatchCardProps } from '../../../components/MatchGrid';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { localizedField } from '../../../lib/localized-name';
import { matchDateLabel } from '../../../lib/matches/match-date-label';
import { streamLink } from '../lib/stream-link';
import { MatchStatusBadge } from '../../../components/MatchStatusBadge';
import { MatchTeamsRow } from '../../../components/MatchTeamsRow';
import { StreamButton } from './StreamButton';

/** A fixture or result of the Matches page; the teams line opens the match centre, the whole card is its target. */
export function MatchCard({ match, now }: MatchCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const venue = localizedField(match, 'venue', language);
  const referee = localizedField(match, 'referee', language);
  const details = [
    match.attendance !== null ? t('matches.attendance', { count: formatNumber(match.attendance, language) }) : null,
    referee ? t('matches.referee', { name: isolate(referee) }) : null,
  ];

  return (
    <LinkBox as="li">
      <Card.Root size="sm" h="full" _hover={{ borderColor: 'border.emphasized' }}>
        <Card.Body gap="3">
          <Flex justify="space-between" align="start" gap="2">
            <Stack gap="0.5" minW="0" flex="1">
              <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
                <Badge variant="outline" colorPalette="gray">
                  {t('matches.matchday', { matchday: match.matchday })}
                </Badge>
                {venue ? (
                  <HStack gap="1">
                    <LuMapPin aria-hidden />
                    <span>{venue}</span>
                  </HStack>
                ) : null}
              </HStack>
              <Text textStyle="sm" fontWeight="medium">
                <bdi>{matchDateLabel(match.matchDate, now, t)}</bdi>
              </Text>
            </Stack>
            <MatchStatusBadge match={match} variant="card" />
          </Flex>

          <LinkOverlay asChild>
            <RouterLink to={`/matches/${match.id}`}>
              <MatchTeamsRow match={match} />
            </RouterLink>
          </LinkOverlay>

          {details.some(Boolean) ? (
            <Text textStyle="xs" color="fg.muted" textAlign="center">
              <BidiList items={details} />
            </Text>
          ) : null}

          {match.status === 'scheduled' || streamLink(match) ? (
            <Flex gap="2" justify="center" wrap="wrap">
              {match.status === 'scheduled' ? (
                <Button asChild size="sm" variant="outline" colorPalette="brand">
                  <RouterLink to="/predictions">{t('matches.predict')}</RouterLink>
                </Button>
              ) : null}
              <StreamButton match={match} />
            </Flex>
          ) : null}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
