import { Button, Image, Text, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { useLanguage } from '../../lib/language-store';
import { languageOption } from '../../lib/languages';

export function Flag({ src }: { src: string }) {
  return <Image src={src} alt="" h="3.5" w="5" objectFit="cover" rounded="2px" borderWidth="1px" borderColor="blackAlpha.300" />;
}

/**
 * The header's language button: the current language's flag and own name. Painted at once, alone, while the
 * menu it opens (and the menu machinery, a fifth of the UI library) loads just after the first paint.
 */
export const LanguageButton = forwardRef<HTMLButtonElement, ButtonProps>(function LanguageButton(props, ref) {
  const { t } = useTranslation();
  const current = languageOption(useLanguage());
  return (
    <Button
      ref={ref}
      size="sm"
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      _expanded={{ bg: 'whiteAlpha.200' }}
      aria-label={`${t('language.label')}: ${current.name}`}
      {...props}
    >
      <Flag src={current.flag} />
      <Text as="span" lang={current.htmlLang}>
        {current.name}
      </Text>
      <LuChevronDown aria-hidden />
    </Button>
  );
});
