import { HStack, Image, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { LANGUAGE_OPTIONS } from '../../../lib/languages';

/** Spec: read-only; the language is changed with the header's selector; the three languages supported. */
export function LanguageRegionCard() {
  const { t } = useTranslation();
  return (
    <Panel title={t('settings.language.title')} subtitle={t('settings.language.howToChange')}>
      <Text fontWeight="semibold" mb="2">
        {t('settings.language.trilingual')}
      </Text>
      <List.Root listStyleType="none" gap="2">
        {LANGUAGE_OPTIONS.map((option) => (
          <List.Item key={option.code}>
            <HStack gap="2">
              <Image src={option.flag} alt="" width="6" height="4" objectFit="cover" rounded="sm" />
              <Text as="span" lang={option.htmlLang} dir={option.dir}>
                {option.name}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Panel>
  );
}
