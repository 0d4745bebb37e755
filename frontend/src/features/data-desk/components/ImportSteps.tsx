import type { ImportProblem } from '@isl/contracts';
import { Alert, Button, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileCheck, LuFileUp } from 'react-icons/lu';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { FileDropZone } from '../../../components/FileDropZone';
import { useLanguage } from '../../../lib/language-store';
import { formatNumber } from '../../../lib/format-number';
import { formatFileSize } from '../../../lib/uploads/file-size';
import type { FileImport } from '../hooks/use-file-import';
import { fileFits, importProblems } from '../lib/import-file';

/** A refused file's bad entries: which entry (counted from 1, as a reader counts), which field, and why. */
function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Stack gap="2" minW="0">
        <Alert.Title>{t('desk.import.refused', { number: formatNumber(problems.length, language) })}</Alert.Title>
        <List.Root as="ol" gap="1" ps="4" textStyle="sm" data-testid="import-problems">
          {problems.map((problem, index) => (
            <List.Item key={index} overflowWrap="anywhere">
              {problem.index === null
                ? t('desk.import.problemFile', { field: problem.field, message: problem.message })
                : t('desk.import.problemEntry', { entry: problem.index + 1, field: problem.field, message: problem.message })}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Alert.Root>
  );
}

interface ImportStepsProps<Report> {
  title: string;
  intro: string;
  /** The file input's accept list. */
  accept: string;
  dropLabel: string;
  /** The key of the line under the zone, which names the largest file taken (`size`). */
  hintKey: string;
  maxBytes: number;
  file: File | null;
  onChoose: (file: File) => void;
  /** What else the import needs (the season, the time zone). */
  fields?: ReactNode;
  /** The inputs are complete and valid. */
  ready: boolean;
  state: FileImport<Report>;
  children: (report: Report) => ReactNode;
}

/**
 * An import as the desk runs it: a file picked (one over the limit refused at once), "Check" sends it as a dry
 * run and shows what it would change, or every bad entry of a refused file; "Apply" sends the same for real.
 */
export function ImportSteps<Report>(props: ImportStepsProps<Report>) {
  const { title, intro, accept, dropLabel, hintKey, maxBytes, file, onChoose, fields, ready, state, children } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const tooLarge = file !== null && !fileFits(file, maxBytes);
  const maxSize = formatFileSize(maxBytes, language, t);
  const problems = importProblems(state.error);
  return (
    <Stack as="section" gap="4" aria-label={title}>
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {intro}
        </Text>
      </Stack>
      <FileDropZone accept={accept} file={file} onChoose={onChoose} label={dropLabel} hint={t(hintKey, { size: maxSize })} disabled={state.phase !== null} />
      {tooLarge ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('desk.import.tooLarge', { size: maxSize })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {fields}
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" disabled={!ready} loading={state.phase === 'checking'} onClick={() => state.run(true)}>
          <LuFileCheck aria-hidden /> {t('desk.import.check')}
        </Button>
        <Button colorPalette="brand" disabled={!ready || !state.canApply} loading={state.phase === 'applying'} onClick={() => state.run(false)}>
          <LuFileUp aria-hidden /> {t('desk.import.apply')}
        </Button>
      </Flex>
      {problems ? <ImportProblems problems={problems} /> : state.error ? <ApiErrorAlert error={state.error} /> : null}
      {state.report ? children(state.report) : null}
    </Stack>
  );
}
