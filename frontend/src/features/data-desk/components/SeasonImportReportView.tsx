import type { FixtureImportAction, FixtureImportLine, SeasonImportReport } from '@isl/contracts';
import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Stat } from '../../../components/Stat';
import { isolate, ltr } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { fixtureValueText } from '../lib/desk-text';

const ACTIONS: FixtureImportAction[] = ['create', 'update', 'unchanged', 'skipLive'];

const ACTION_COLOR: Record<FixtureImportAction, string> = { create: 'green', update: 'blue', unchanged: 'gray', skipLive: 'orange' };

/** What a new fixture's line says besides its heading: not its round (the heading has it), nor an ordinary "scheduled". */
const worthShowing = (line: FixtureImportLine) =>
  line.action === 'create' ? line.changes.filter(({ field, to }) => field !== 'round' && !(field === 'status' && to === 'scheduled')) : line.changes;

/** "Round 3 · Al-Shorta – Al-Zawraa", then each change: "Date: 12 Oct 18:00 → 14 Oct 19:00" (a new fixture: its values). */
function FixtureLine({ line }: { line: FixtureImportLine }) {
  const { t } = useTranslation();
  const changes = worthShowing(line);
  return (
    <Box as="li" py="2.5" borderBottomWidth="1px" data-fixture-line={line.index}>
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold">
          {t('desk.import.fixture', { round: line.round, home: isolate(line.homeTeam), away: isolate(line.awayTeam) })}
        </Text>
        <Badge size="sm" colorPalette={ACTION_COLOR[line.action]} variant="subtle">
          {t(`desk.import.actions.${line.action}`)}
        </Badge>
      </Flex>
      {changes.length ? (
        <Text textStyle="sm" color="fg.muted">
          {changes
            .map((change) => {
              const field = t(`desk.import.fields.${change.field}`);
              const to = isolate(fixtureValueText(change.field, change.to, t));
              return line.action === 'create'
                ? t('desk.import.value', { field, to })
                : t('desk.import.change', { field, from: isolate(fixtureValueText(change.field, change.from, t)), to });
            })
            .join(t('desk.import.changeSeparator'))}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * What a season's import would do (a dry run) or did: how many fixtures it creates, updates, leaves as they are
 * and leaves alone because they are live; the clubs it creates, which need their Arabic and Sorani names; and
 * every fixture it creates or changes, field by field.
 */
export function SeasonImportReportView({ report }: { report: SeasonImportReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const season = ltr(report.season);
  return (
    <Stack gap="4" data-testid="season-import-report" aria-live="polite">
      <Stack gap="1">
        <Heading as="h3" size="md">
          {t(report.dryRun ? 'desk.import.dryRunTitle' : 'desk.import.appliedTitle', { season })}
        </Heading>
        {report.seasonCreated ? (
          <Text textStyle="sm">{t(report.dryRun ? 'desk.import.seasonWillBeCreated' : 'desk.import.seasonCreated', { season })}</Text>
        ) : null}
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {ACTIONS.map((action) => (
          <Stat key={action} label={t(`desk.import.counts.${action}`)} value={formatNumber(report.counts[action], language)} />
        ))}
      </SimpleGrid>
      {report.newClubs.length ? (
        <Stack gap="2">
          <Heading as="h4" size="sm">
            {t('desk.import.newClubs', { number: formatNumber(report.newClubs.length, language) })}
          </Heading>
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
            {report.newClubs.map((club) => (
              <Flex as="li" key={club} gap="2" align="center" borderWidth="1px" rounded="md" px="2.5" py="1.5">
                <bdi>{club}</bdi>
                <Badge size="sm" colorPalette="yellow">
                  {t('desk.import.needsNames')}
                </Badge>
              </Flex>
            ))}
          </Flex>
        </Stack>
      ) : null}
      {report.lines.length ? (
        <Stack gap="1">
          <Heading as="h4" size="sm">
            {t('desk.import.linesTitle', { number: formatNumber(report.lines.length, language) })}
          </Heading>
          <Box as="ul" listStyleType="none" maxH="lg" overflowY="auto">
            {report.lines.map((line) => (
              <FixtureLine key={line.index} line={line} />
            ))}
          </Box>
        </Stack>
      ) : (
        <Text color="fg.muted">{t('desk.import.nothingChanges')}</Text>
      )}
    </Stack>
  );
}
