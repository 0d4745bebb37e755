import type { AuditEntry, DeskClub } from '@isl/contracts';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { isolate } from '../../../lib/bidi';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { useAudit } from '../api/get-audit';
import { useDeskClubs } from '../api/get-desk-clubs';
import { auditValueText, deskDateTime } from '../lib/desk-text';

/** A recorded value as the desk reads it; a club's id (a transfer's) by the club's name. */
function useAuditValue() {
  const { t } = useTranslation();
  const language = useLanguage();
  const clubs = useDeskClubs().data;
  return (field: string, value: unknown) => {
    const club = field === 'teamId' ? clubs?.find((candidate: DeskClub) => candidate.id === value) : undefined;
    return isolate(club ? localizedName(club, language) : auditValueText(value, t));
  };
}

/** "Hana · 12 Oct 18:00 · Club 4, edited", then each field: "Arabic name: – → الشرطة". */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const valueOf = useAuditValue();
  const who = entry.actor ? (entry.actor.displayName ?? t('desk.audit.unnamed')) : t('desk.audit.commandLine');
  const what = t('desk.audit.what', {
    subject: t([`desk.audit.subjects.${entry.subject}`, 'desk.unknownValue'], { value: entry.subject }),
    id: entry.subjectId,
    action: t([`desk.audit.actions.${entry.action}`, 'desk.unknownValue'], { value: entry.action }),
  });
  return (
    <Box as="li" py="3" borderBottomWidth="1px" data-audit={entry.id}>
      <Text fontWeight="medium">
        <bdi>{who}</bdi> · {deskDateTime(entry.at, t)} · {what}
      </Text>
      {entry.changes.length ? (
        <Stack as="ul" gap="0.5" mt="1" ps="4" textStyle="sm" color="fg.muted">
          {entry.changes.map((change) => (
            <li key={change.field}>
              {t('desk.import.change', {
                field: t([`desk.audit.fields.${change.field}`, 'desk.unknownValue'], { value: change.field }),
                from: valueOf(change.field, change.from),
                to: valueOf(change.field, change.to),
              })}
            </li>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** Every desk change, newest first: who, when, what, each field from and to; "Older changes" pages back. */
export function AuditSection() {
  const { t } = useTranslation();
  const audit = useAudit();
  const query = { ...audit, data: audit.data?.pages.flat() };
  return (
    <QueryState query={query} errorTitle={t('desk.audit.loadError')} emptyTitle={t('desk.audit.empty')}>
      {(entries) => (
        <Stack gap="4">
          <Box as="ul" listStyleType="none" aria-label={t('desk.audit.listLabel')}>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </Box>
          {audit.hasNextPage ? (
            <Button alignSelf="center" variant="outline" loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
              {t('desk.audit.older')}
            </Button>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
