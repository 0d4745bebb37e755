import type { DeskClub } from '@isl/contracts';
import { MEDIA_UPLOAD_MAX_BYTES } from '@isl/contracts';
import { Badge, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { FileDropZone } from '../../../components/FileDropZone';
import { TeamCrest } from '../../../components/TeamCrest';
import { UploadStatus } from '../../../components/UploadStatus';
import { useLanguage } from '../../../lib/language-store';
import { localizedName } from '../../../lib/localized-name';
import { notify } from '../../../lib/toaster';
import { formatFileSize } from '../../../lib/uploads/file-size';
import { MEDIA_PICTURE_TYPES, pictureProblem } from '../../../lib/uploads/upload-file';
import { useUpdateClub } from '../api/update-club';
import { useCrestUpload } from '../hooks/use-crest-upload';
import { aliasesOf, clubChange, clubDraft, clubDraftProblem, isEmptyChange, type ClubDraft } from '../lib/desk-forms';
import { DeskEditorForm } from './DeskEditorForm';
import { ScriptFields } from './ScriptFields';

/** The crest as fans see it, and a new picture for it, uploaded and made the crest as soon as it is picked. */
function CrestField({ club }: { club: DeskClub }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const crest = useCrestUpload(club.id);
  const [picked, setPicked] = useState<File | null>(null);
  const problem = picked ? pictureProblem(picked) : null;
  const maxSize = formatFileSize(MEDIA_UPLOAD_MAX_BYTES, language, t);
  const choose = (file: File) => {
    setPicked(file);
    if (!pictureProblem(file)) crest.upload(file);
  };
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">{t('desk.clubs.crest')}</Text>
      <Flex gap="4" align="start" direction={{ base: 'column', sm: 'row' }}>
        <TeamCrest club={club} size="16" />
        <Stack gap="2" flex="1" w="full" minW="0">
          <FileDropZone
            accept={MEDIA_PICTURE_TYPES.join(',')}
            file={picked}
            onChoose={choose}
            disabled={crest.phase !== 'idle'}
            label={t('desk.clubs.crestDrop')}
            hint={t('desk.clubs.crestHint', { size: maxSize })}
          />
          <UploadStatus problem={problem} maxSize={maxSize} progress={crest.phase === 'uploading' ? crest.progress : null} />
        </Stack>
      </Flex>
    </Stack>
  );
}

/**
 * A club as the desk keeps it: names, short names, city and stadium in Latin, Arabic and Sorani; the year it was
 * founded; its two colours; the other names files give it; its crest. Saving sends only what changed.
 */
export function ClubEditor({ club }: { club: DeskClub }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useUpdateClub();
  const [draft, setDraft] = useState<ClubDraft>(() => clubDraft(club));
  const change = clubChange(club, draft);
  const problem = clubDraftProblem(draft);
  const edit = (key: string, value: string) => setDraft((previous) => ({ ...previous, [key]: value }));
  const save = () =>
    update.mutate(
      { id: club.id, change },
      { onSuccess: (saved) => notify({ type: 'success', title: t('desk.saved'), description: t('desk.clubs.savedText', { club: localizedName(saved, language) }) }) },
    );
  const aliases = aliasesOf(draft.aliases);

  return (
<DeskEditorForm
      label={t('desk.clubs.editorLabel', { club: club.name })}
      title={localizedName(club, language)}
      problem={problem}
      unchanged={isEmptyChange(change)}
      saving={update.isPending}
      onSave={save}
    >
      <CrestField club={club} />
      <ScriptFields legend={t('desk.clubs.name')} field="name" values={draft} onChange={edit} latinRequired />
      <ScriptFields legend={t('desk.clubs.shortName')} field="shortName" values={draft} onChange={edit} />
      <ScriptFields legend={t('desk.clubs.city')} field="city" values={draft} onChange={edit} />
      <ScriptFields legend={t('desk.clubs.stadium')} field="stadium" values={draft} onChange={edit} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Field.Root invalid={problem === 'foundedInvalid'}>
          <Field.Label>{t('desk.clubs.founded')}</Field.Label>
          <Input value={draft.founded} onChange={(event) => edit('founded', event.currentTarget.value)} inputMode="numeric" dir="ltr" maxLength={4} />
          <Field.ErrorText>{t('desk.clubs.foundedInvalid')}</Field.ErrorText>
        </Field.Root>
        {(['primaryColor', 'secondaryColor'] as const).map((key) => (
          <Field.Root key={key}>
            <Field.Label>{t(`desk.clubs.${key}`)}</Field.Label>
            <Input type="color" value={draft[key]} onChange={(event) => edit(key, event.currentTarget.value)} p="1" cursor="pointer" />
          </Field.Root>
        ))}
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t('desk.clubs.aliases')}</Field.Label>
        <Input value={draft.aliases} onChange={(event) => edit('aliases', event.currentTarget.value)} dir="auto" />
        <Field.HelperText>{t('desk.clubs.aliasesHelp')}</Field.HelperText>
        {aliases.length ? (
          <Flex gap="1.5" wrap="wrap" mt="1" aria-hidden>
            {aliases.map((alias) => (
              <Badge key={alias} variant="surface">
                <bdi>{alias}</bdi>
              </Badge>
            ))}
          </Flex>
        ) : null}
      </Field.Root>
      {update.error && !update.isPending ? <ApiErrorAlert error={update.error} /> : null}
    </DeskEditorForm>
  );
}
