import {
  DEFAULT_IMPORT_TIME_ZONE,
  isSeasonLabel,
  isTimeZone,
  PLAYERS_FILE_MAX_BYTES,
  SEASON_FILE_MAX_BYTES,
  type PlayersImportReport,
  type SeasonImportReport,
} from '@isl/contracts';
import { Field, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stat } from '../../../components/Stat';
import { ltr } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { notify } from '../../../lib/toaster';
import { importPlayers } from '../api/import-players';
import { importSeason } from '../api/import-season';
import { useFileImport } from '../hooks/use-file-import';
import { fileFits } from '../lib/import-file';
import { ImportSteps } from './ImportSteps';
import { SeasonImportReportView } from './SeasonImportReportView';

/** A season's fixtures and results from a football.json file, under a season label, read in a time zone. */
function SeasonImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [season, setSeason] = useState('');
  const [timeZone, setTimeZone] = useState(DEFAULT_IMPORT_TIME_ZONE);
  const seasonValid = isSeasonLabel(season.trim());
  const zoneValid = isTimeZone(timeZone.trim());
  const inputs = fileFits(file, SEASON_FILE_MAX_BYTES) && seasonValid && zoneValid ? { file, season: season.trim(), timeZone: timeZone.trim() } : null;
  const state = useFileImport(importSeason, inputs, (report: SeasonImportReport) =>
    notify({ type: 'success', title: t('desk.import.appliedToast', { season: ltr(report.season) }), description: t('desk.import.appliedToastText', { ...report.counts }) }),
  );
  return (
    <ImportSteps
      title={t('desk.import.seasonTitle')}
      intro={t('desk.import.seasonIntro')}
      accept="application/json,.json"
      dropLabel={t('desk.import.dropSeason')}
      hintKey="desk.import.seasonHint"
      maxBytes={SEASON_FILE_MAX_BYTES}
      file={file}
      onChoose={setFile}
      ready={inputs !== null}
      state={state}
      fields={
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={season !== '' && !seasonValid}>
            <Field.Label>
              {t('desk.import.season')} <Field.RequiredIndicator />
            </Field.Label>
            <Input value={season} onChange={(event) => setSeason(event.currentTarget.value)} placeholder="2025-26" dir="ltr" inputMode="numeric" autoComplete="off" />
            <Field.ErrorText>{t('desk.import.seasonInvalid')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!zoneValid}>
            <Field.Label>
              {t('desk.import.timeZone')} <Field.RequiredIndicator />
            </Field.Label>
            <Input value={timeZone} onChange={(event) => setTimeZone(event.currentTarget.value)} dir="ltr" autoComplete="off" spellCheck={false} />
            <Field.HelperText>{t('desk.import.timeZoneHelp')}</Field.HelperText>
            <Field.ErrorText>{t('desk.import.timeZoneInvalid')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      }
    >
      {(report) => <SeasonImportReportView report={report} />}
    </ImportSteps>
  );
}

/** What a players CSV would do or did: players created, updated, and left as they were. */
function PlayersImportReportView({ report }: { report: PlayersImportReport }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Stack gap="3" data-testid="players-import-report" aria-live="polite">
      <Heading as="h3" size="md">
        {t(report.dryRun ? 'desk.import.playersDryRun' : 'desk.import.playersApplied')}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {(['created', 'updated', 'transferred', 'unchanged'] as const).map((count) => (
          <Stat key={count} label={t(`desk.import.playerCounts.${count}`)} value={formatNumber(report[count], language)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PlayersImport() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const inputs = fileFits(file, PLAYERS_FILE_MAX_BYTES) ? { file } : null;
  const state = useFileImport(importPlayers, inputs, (report: PlayersImportReport) =>
    notify({ type: 'success', title: t('desk.import.playersAppliedToast'), description: t('desk.import.playersAppliedToastText', { created: report.created, updated: report.updated, transferred: report.transferred, unchanged: report.unchanged }) }),
  );
  return (
    <ImportSteps
      title={t('desk.import.playersTitle')}
      intro={t('desk.import.playersIntro')}
      accept="text/csv,.csv"
      dropLabel={t('desk.import.dropPlayers')}
      hintKey="desk.import.playersHint"
      maxBytes={PLAYERS_FILE_MAX_BYTES}
      file={file}
      onChoose={setFile}
      ready={inputs !== null}
      state={state}
    >
      {(report) => <PlayersImportReportView report={report} />}
    </ImportSteps>
  );
}

/** The desk's imports: a season's fixtures and results, and squads from a CSV file. */
export function ImportSection() {
  return (
    <Stack gap="12">
      <SeasonImport />
      <PlayersImport />
    </Stack>
  );
}
