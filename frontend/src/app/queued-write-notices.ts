import { localizedName } from '@isl/contracts';
import { errorCodeKeys } from '../lib/api-error-message';
import { isolate } from '../lib/bidi';
import i18n from '../lib/i18n';
import { useLanguageStore } from '../lib/language-store';
import type { WriteOutcome } from '../lib/offline/write-queue';
import type { Notice } from '../lib/toaster';

/** What the texts name: the match a prediction was for, the round a squad was for. */
function namedIn(outcome: WriteOutcome): Record<string, string | number> {
  const { write } = outcome;
  const language = useLanguageStore.getState().language;
  if (write.kind === 'prediction') return { home: isolate(localizedName(write.home, language)), away: isolate(localizedName(write.away, language)) };
  if (write.kind === 'squad') return { week: write.body.week };
  return {};
}

/**
 * The toast for a write sent after the fan made it offline: sent, or refused with the reason in words (the
 * write's own text for the api's code where it has one, as for a prediction that arrived after kick-off).
 */
export function queuedWriteNotice(outcome: WriteOutcome): Notice {
  const { kind } = outcome.write;
  const named = namedIn(outcome);
  if (outcome.type === 'sent') {
    return { type: 'success', title: i18n.t(`offlineWrites.sent.${kind}.title`), description: i18n.t(`offlineWrites.sent.${kind}.description`, named) };
  }
  const refused = `offlineWrites.refused.${kind}`;
  return { type: 'error', title: i18n.t(`${refused}.title`), description: i18n.t(errorCodeKeys(outcome.code, refused, `${refused}.generic`), named) };
}
