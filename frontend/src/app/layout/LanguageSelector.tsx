import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../lib/language-store';
import { LANGUAGE_OPTIONS, isLanguage } from '../../lib/languages';
import { Flag, LanguageButton } from './LanguageButton';

/**
 * Language choice; each option is written in its own language (and marked so for screen readers). Loaded
 * lazily by the header, which shows the bare LanguageButton until it is here.
 */
export default function LanguageSelector({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <LanguageButton />
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
