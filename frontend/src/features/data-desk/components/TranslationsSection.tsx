import type { MissingTranslation } from '@isl/contracts';
import { Badge, Box, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { QueryState } from '../../../components/QueryState';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { notify } from '../../../lib/toaster';
import { useMissingTranslations } from '../api/get-missing-translations';
import { translationChange, useSaveTranslation } from '../api/save-translation';

const SCRIPT_INPUT = { arabic: { lang: 'ar' }, kurdish: { lang: 'ckb' } } as const;

/** One name in Latin letters, with an input for each script it lacks. */
function MissingName({ item }: { item: MissingTranslation }) {
  const { t } = useTranslation();
  const save = useSaveTranslation();
  const [typed, setTyped] = useState({ arabic: '', kurdish: '' });
  const written = { item, ...typed };
  const empty = Object.keys(translationChange(written)).length === 0;
  return (
    <Box as="li" py="3" borderBottomWidth="1px" data-translation={`${item.kind}-${item.id}`}>
      <Stack
        as="form"
        gap="2"
        aria-label={t('desk.translations.rowLabel', { name: item.name })}
        onSubmit={(event) => {
          event.preventDefault();
          if (!empty) save.mutate(written, { onSuccess: () => notify({ type: 'success', title: t('desk.saved'), description: t('desk.translations.savedText') }) });
        }}
      >
        <Flex gap="2" align="center" wrap="wrap">
          <Badge size="sm" variant="outline">
            {t(`desk.translations.kinds.${item.kind}`)}
          </Badge>
          <Text fontWeight="medium" dir="ltr">
            {item.name}
          </Text>
        </Flex>
        <Flex gap="3" align="end" wrap="wrap">
          <SimpleGrid columns={{ base: 1, sm: item.missing.length }} gap="3" flex="1" minW={{ base: 'full', sm: '16rem' }}>
            {item.missing.map((script) => (
              <Field.Root key={script}>
                <Field.Label textStyle="xs" color="fg.muted">
                  {t(`desk.scripts.${script}`)}
                </Field.Label>
                <Input
                  size="sm"
                  dir="rtl"
                  lang={SCRIPT_INPUT[script].lang}
                  aria-label={t('desk.scripts.inScript', { legend: item.name, script: t(`desk.scripts.${script}`) })}
                  value={typed[script]}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setTyped((previous) => ({ ...previous, [script]: value }));
                  }}
                />
              </Field.Root>
            ))}
          </SimpleGrid>
          <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} disabled={empty}>
            {t('desk.save')}
          </Button>
        </Flex>
        {save.error && !save.isPending ? <ApiErrorAlert error={save.error} /> : null}
      </Stack>
    </Box>
  );
}

/** Every name still shown in Latin letters to Arabic or Sorani readers; each saved one leaves the list. */
export function TranslationsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const missing = useMissingTranslations();
  return (
    <QueryState query={missing} errorTitle={t('desk.translations.loadError')} emptyTitle={t('desk.translations.empty')}>
      {(list) => (
        <Stack gap="3">
          <Text color="fg.muted">{t('desk.translations.intro', { count: list.length, shown: formatNumber(list.length, language) })}</Text>
          <Box as="ul" listStyleType="none">
            {list.map((item) => (
              <MissingName key={`${item.kind}-${item.id}-${item.missing.join()}`} item={item} />
            ))}
          </Box>
        </Stack>
      )}
    </QueryState>
  );
}
