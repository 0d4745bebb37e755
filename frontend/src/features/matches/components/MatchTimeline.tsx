import type { MatchEventPayload, MatchEventType } from '@isl/contracts';
import { Badge, Box, Text, Timeline } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuBan,
  LuCalendarClock,
  LuCalendarSync,
  LuCirclePause,
  LuCirclePlay,
  LuCircleStop,
  LuClipboardCheck,
  LuGoal,
  LuMapPin,
  LuRectangleVertical,
  LuSquarePen,
} from 'react-icons/lu';
import { BidiList } from '../../../components/BidiList';
import { Panel } from '../../../components/Panel';
import { PanelMessage } from '../../../components/PanelState';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { awayTeamNames, homeTeamNames, localizedField, localizedName } from '../../../lib/localized-name';
import type { MatchDetail } from '../../../lib/matches/get-match';

const EVENT_ICONS: Record<MatchEventType, { icon: ReactNode; color: string }> = {
  kickoff: { icon: <LuCirclePlay />, color: 'fg.muted' },
  goal: { icon: <LuGoal />, color: 'brand.fg' },
  own_goal: { icon: <LuGoal />, color: 'fg.error' },
  yellow_card: { icon: <LuRectangleVertical />, color: 'yellow.500' },
  red_card: { icon: <LuRectangleVertical />, color: 'red.600' },
  halftime: { icon: <LuCirclePause />, color: 'fg.muted' },
  second_half: { icon: <LuCirclePlay />, color: 'fg.muted' },
  fulltime: { icon: <LuCircleStop />, color: 'fg' },
  postpone: { icon: <LuCalendarClock />, color: 'orange.fg' },
  reschedule: { icon: <LuCalendarSync />, color: 'blue.fg' },
  cancel: { icon: <LuBan />, color: 'fg.error' },
  correct_score: { icon: <LuSquarePen />, color: 'fg.muted' },
  record_result: { icon: <LuClipboardCheck />, color: 'fg' },
  edit_fixture: { icon: <LuMapPin />, color: 'fg.muted' },
};

/** One entry; a goal a score correction disallowed stays, struck through, muted and labelled, counting for no one. */
function EventRow({ event, match }: { event: MatchEventPayload; match: MatchDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const side = event.teamId === match.homeTeamId ? homeTeamNames(match) : event.teamId === match.awayTeamId ? awayTeamNames(match) : null;
  const team = side ? localizedName(side, language) : '';
  const { icon, color } = EVENT_ICONS[event.type];
  const disallowed = event.disallowed === true;
  // <s>: what is no longer right, struck through by the browser and told apart by assistive technology.
  const struck = disallowed ? ({ as: 's', textDecoration: 'line-through', color: 'fg.muted' } as const) : ({ as: 'span' } as const);
  const assistant = localizedField(event, 'assistPlayerName', language);
  const people = [localizedField(event, 'playerName', language), assistant ? t('matchCentre.assist', { player: isolate(assistant) }) : null];

  return (
    <Timeline.Item>
      <Timeline.Connector>
        <Timeline.Separator />
        <Timeline.Indicator bg="bg" color={disallowed ? 'fg.subtle' : color} borderWidth="1px" borderColor="border.emphasized" aria-hidden>
          {icon}
        </Timeline.Indicator>
      </Timeline.Connector>
      <Timeline.Content gap="0.5" pb="4">
        <Timeline.Title fontWeight="semibold" display="flex" flexWrap="wrap" gap="2" alignItems="baseline">
          {event.minute !== null ? (
            <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" minW="7" textDecoration={disallowed ? 'line-through' : undefined}>
              {/* The minute mark stays after the number on right-to-left pages. */}
              <bdi dir="ltr">{t('matches.ticker.minute', { minute: event.minute })}</bdi>
            </Text>
          ) : null}
          <Text {...struck}>{t(`matchCentre.events.${event.type}`, { team })}</Text>
          {disallowed ? (
            <Badge colorPalette="red" variant="subtle" size="sm">
              {t('matchCentre.disallowed')}
            </Badge>
          ) : null}
        </Timeline.Title>
        {people.some(Boolean) ? (
          <Timeline.Description>
            <Text {...struck}>
              <BidiList items={people} />
            </Text>
          </Timeline.Description>
        ) : null}
      </Timeline.Content>
    </Timeline.Item>
  );
}

/** The match's events in the order they happened: goals with scorer and assist, cards, whistles, changes of date. */
export function MatchTimeline({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const events = [...match.events].sort((a, b) => a.version - b.version);
  return (
    <Panel title={t('matchCentre.timeline')}>
      {events.length === 0 ? (
        <PanelMessage kind="empty" title={t('matchCentre.noEvents')} />
      ) : (
        <Box maxW="lg">
          <Timeline.Root size="lg" variant="subtle">
            {/* A correction's added goals share its version: the id tells rows apart (a pushed row may lack one). */}
            {events.map((event, index) => (
              <EventRow key={event.id ?? `${event.version}-${index}`} event={event} match={match} />
            ))}
          </Timeline.Root>
        </Box>
      )}
    </Panel>
  );
}
