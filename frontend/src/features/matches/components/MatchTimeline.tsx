import type { Language, MatchEventPayload, MatchEventType } from '@isl/contracts';
import { Badge, Box, Button, HStack, Text, Timeline } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  LuBan,
  LuCalendarClock,
  LuCalendarSync,
  LuCircleAlert,
  LuCirclePause,
  LuCirclePlay,
  LuCircleStop,
  LuClipboardCheck,
  LuClock,
  LuEye,
  LuFlagTriangleRight,
  LuGoal,
  LuMapPin,
  LuRectangleVertical,
  LuRefreshCw,
  LuSquarePen,
  LuTarget,
} from 'react-icons/lu';
import { BidiList } from '../../../components/BidiList';
import { Panel } from '../../../components/Panel';
import { PanelMessage } from '../../../components/PanelState';
import { isolate, ltr } from '../../../lib/bidi';
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
  card: { icon: <LuRectangleVertical />, color: 'yellow.500' },
  // Icons the app already has where one fits: each new one is bytes every first load carries (react-icons/lu is one
  // module, in the initial vendor chunk).
  shot: { icon: <LuTarget />, color: 'fg.muted' },
  corner: { icon: <LuFlagTriangleRight />, color: 'fg.muted' },
  substitution: { icon: <LuRefreshCw />, color: 'blue.fg' },
  penalty: { icon: <LuCircleAlert />, color: 'orange.fg' },
  var_review: { icon: <LuEye />, color: 'purple.fg' },
  added_time: { icon: <LuClock />, color: 'fg.muted' },
  undo: { icon: <LuBan />, color: 'fg.muted' },
};

/** The entries that change the score: one taken back by a score correction is disallowed, any other undone is cancelled. */
const GOALS: readonly MatchEventType[] = ['goal', 'own_goal'];

/** The sub-timelines a fan can narrow the timeline to, each with the entries it keeps (all of them: null). */
const TIMELINE_FILTERS = {
  all: null,
  goalsAndCards: [...GOALS, 'yellow_card', 'red_card'],
  substitutions: ['substitution'],
  shots: ['shot', 'penalty'],
} as const satisfies Record<string, readonly MatchEventType[] | null>;
type TimelineFilter = keyof typeof TIMELINE_FILTERS;
const FILTER_NAMES = Object.keys(TIMELINE_FILTERS) as TimelineFilter[];

const keeps = (filter: TimelineFilter, event: MatchEventPayload) => {
  const types: readonly MatchEventType[] | null = TIMELINE_FILTERS[filter];
  return types === null || types.includes(event.type);
};

/** The names under an entry's title: who went off and who came on, else the player and the assistant. */
function peopleOf(event: MatchEventPayload, t: TFunction, language: Language): ReactNode[] {
  const player = localizedField(event, 'playerName', language);
  if (event.type === 'substitution') {
    const cameOn = localizedField(event, 'playerOnName', language);
    return [player ? t('matchCentre.playerOff', { player: isolate(player) }) : null, cameOn ? t('matchCentre.playerOn', { player: isolate(cameOn) }) : null];
  }
  const assistant = localizedField(event, 'assistPlayerName', language);
  return [player, assistant ? t('matchCentre.assist', { player: isolate(assistant) }) : null];
}

/**
 * One entry; one taken back (a goal a score correction disallowed, an incident undone) stays, struck through, muted
 * and labelled, counting for no one. What qualifies it (a shot's aim, a penalty goal, a review's outcome, a red
 * card's second yellow) picks its title, as the key's i18next context.
 */
function EventRow({ event, match }: { event: MatchEventPayload; match: MatchDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const side = event.teamId === match.homeTeamId ? homeTeamNames(match) : event.teamId === match.awayTeamId ? awayTeamNames(match) : null;
  const team = side ? localizedName(side, language) : '';
  const { icon, color } = EVENT_ICONS[event.type];
  const disallowed = event.disallowed === true;
  // <s>: what is no longer right, struck through by the browser and told apart by assistive technology.
  const struck = disallowed ? ({ as: 's', textDecoration: 'line-through', color: 'fg.muted' } as const) : ({ as: 'span' } as const);
  const people = peopleOf(event, t, language);
  // The board's "+4" stays one left-to-right piece on right-to-left pages.
  const added = event.addedMinutes !== null && event.addedMinutes !== undefined ? ltr(`+${event.addedMinutes}`) : undefined;

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
          <Text {...struck}>{t(`matchCentre.events.${event.type}`, { team, minutes: added, context: event.detail ?? undefined })}</Text>
          {disallowed ? (
            <Badge colorPalette="red" variant="subtle" size="sm">
              {t(GOALS.includes(event.type) ? 'matchCentre.disallowed' : 'matchCentre.cancelled')}
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

/** The chips that narrow the timeline to one kind of incident; shown once there is an incident to narrow it to. */
function TimelineFilters({ selected, onSelect }: { selected: TimelineFilter; onSelect: (filter: TimelineFilter) => void }) {
  const { t } = useTranslation();
  return (
    <HStack role="group" aria-label={t('matchCentre.filters.label')} gap="2" wrap="wrap" mb="4">
      {FILTER_NAMES.map((filter) => (
        <Button
          key={filter}
          size="xs"
          rounded="full"
          colorPalette="brand"
          variant={filter === selected ? 'solid' : 'outline'}
          aria-pressed={filter === selected}
          onClick={() => onSelect(filter)}
        >
          {t(`matchCentre.filters.${filter}`)}
        </Button>
      ))}
    </HStack>
  );
}

/**
 * The match's events in the order they happened: goals with scorer and assist, cards, shots, corners,
 * substitutions, reviews, whistles, changes of date. An undo is no row of its own: the incident it took back is
 * shown struck out.
 */
export function MatchTimeline({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TimelineFilter>('all');
  const events = match.events.filter((event) => event.type !== 'undo').sort((a, b) => a.version - b.version);
  const hasIncidents = events.some((event) => FILTER_NAMES.some((kind) => kind !== 'all' && keeps(kind, event)));
  const shown = events.filter((event) => keeps(filter, event));
  return (
    <Panel title={t('matchCentre.timeline')}>
      {hasIncidents ? <TimelineFilters selected={filter} onSelect={setFilter} /> : null}
      {shown.length === 0 ? (
        <PanelMessage kind="empty" title={t(events.length === 0 ? 'matchCentre.noEvents' : 'matchCentre.filters.none')} />
      ) : (
        <Box maxW="lg">
          <Timeline.Root size="lg" variant="subtle">
            {/* A correction's added goals share its version: the id tells rows apart (a pushed row may lack one). */}
            {shown.map((event, index) => (
              <EventRow key={event.id ?? `${event.version}-${index}`} event={event} match={match} />
            ))}
          </Timeline.Root>
        </Box>
      )}
    </Panel>
  );
}
