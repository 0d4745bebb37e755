import { Image } from '@chakra-ui/react';
import { ColorDisc } from './ColorDisc';

interface TeamCrestProps {
  name: string;
  logoUrl?: string | null;
  primaryColor: string;
  size?: string;
}

// The letter grows with the crest.
const LETTER_STYLE: Record<string, string> = { '7': 'xs', '8': 'sm', '12': 'lg', '16': '2xl' };

/**
 * The club logo, or its first letter on the club colour when there is no logo (spec: letter fallback). It is
 * decoration: the club's name is always written beside it.
 */
export function TeamCrest({ name, logoUrl, primaryColor, size = '8' }: TeamCrestProps) {
  if (logoUrl) return <Image src={logoUrl} alt="" boxSize={size} objectFit="contain" flexShrink={0} />;
  const letter = name.replace(/^al-/i, '').charAt(0).toUpperCase();
  return (
    <ColorDisc color={primaryColor} size={size} textStyle={LETTER_STYLE[size] ?? 'sm'}>
      {letter}
    </ColorDisc>
  );
}
