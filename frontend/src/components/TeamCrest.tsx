import { Image } from '@chakra-ui/react';
import { useLanguage } from '../lib/language-store';
import { localizedName, type LocalizedNames } from '../lib/localized-name';
import { ColorDisc } from './ColorDisc';

interface TeamCrestProps {
  /** The club's names: the letter is the first of the name in the reader's script. */
  names: LocalizedNames;
  logoUrl?: string | null;
  primaryColor: string;
  size?: string;
}

// The letter grows with the crest.
const LETTER_STYLE: Record<string, string> = { '7': 'xs', '8': 'sm', '12': 'lg', '16': '2xl' };

/** The article the letter skips: "Al-" in English, «ال» in Arabic. */
const ARTICLE = /^(al-|ال)/i;

/**
 * The club logo, or the first letter of its name in the reader's script on the club colour when there is no
 * logo (spec: letter fallback; «ش» for الشرطة on an Arabic page). It is decoration: the club's name is always
 * written beside it.
 */
export function TeamCrest({ names, logoUrl, primaryColor, size = '8' }: TeamCrestProps) {
  const language = useLanguage();
  if (logoUrl) return <Image src={logoUrl} alt="" boxSize={size} objectFit="contain" flexShrink={0} />;
  const letter = localizedName(names, language).replace(ARTICLE, '').charAt(0).toUpperCase();
  return (
    <ColorDisc color={primaryColor} size={size} textStyle={LETTER_STYLE[size] ?? 'sm'}>
      {letter}
    </ColorDisc>
  );
}
