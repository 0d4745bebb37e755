import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShare2 } from 'react-icons/lu';
import { useShare, type ShareContent } from '../lib/use-share';

interface ShareButtonProps extends ShareContent {
  /** Solid where sharing is the panel's main action (a league's invite). */
  variant?: 'solid' | 'outline';
}

/**
 * Share: the phone's share sheet, or the link copied (useShare). At least 44 px high for a thumb; the icon sits
 * before the word, on the right of a right-to-left page.
 */
export function ShareButton({ variant = 'outline', ...content }: ShareButtonProps) {
  const { t } = useTranslation();
  const share = useShare();
  return (
    <Button variant={variant} colorPalette="brand" minH="11" onClick={() => void share(content)}>
      <LuShare2 aria-hidden />
      {t('share.button')}
    </Button>
  );
}
