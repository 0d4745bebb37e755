import { Button, Image, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { useLanguageStore } from '../../lib/language-store';
import { LANGUAGE_OPTIONS, isLanguage, languageOption } from '../../lib/languages';

function Flag({ src }: { src: string }) {
  return <Image src={src} alt="" h="3.5" w="5" objectFit="cover" rounded="2px" borderWidth="1px" borderColor="blackAlpha.300" />;
}

/** Language choice; each option is written in its own language (and marked so for screen readers). */
export function LanguageSelector() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  const current = languageOption(language);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
          aria-label={`${t('language.label')}: ${current.name}`}
        >
          <Flag src={current.flag} />
          <Text as="span" lang={current.htmlLang}>
            {current.name}
          </Text>
          <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={language} onValueChange={({ value }) => isLanguage(value) && setLanguage(value)}>
              <Menu.ItemGroupLabel>{t('language.label')}</Menu.ItemGroupLabel>
              {LANGUAGE_OPTIONS.map((option) => (
                <Menu.RadioItem key={option.code} value={option.code} lang={option.htmlLang} dir={option.dir} gap="2">
                  <Flag src={option.flag} />
                  {option.name}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
