import type { MatchResponse } from '@isl/contracts';
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuExternalLink } from 'react-icons/lu';
import { streamLink } from '../lib/stream-link';

/** "Watch Live Stream" or "Pre-Match Coverage" in a new tab, when the match has a stream (spec: Matches page). */
export function StreamButton({ match }: { match: MatchResponse }) {
  const { t } = useTranslation();
  const stream = streamLink(match);
  if (!stream) return null;
  return (
    <Button asChild size="sm" colorPalette={stream.kind === 'watchLive' ? 'red' : 'brand'} variant="solid">
      <a href={stream.url} target="_blank" rel="noopener noreferrer">
        <LuExternalLink aria-hidden />
        {t(`matches.${stream.kind}`)}
        <VisuallyHidden> {t('matches.opensInNewTab')}</VisuallyHidden>
      </a>
    </Button>
  );
}
