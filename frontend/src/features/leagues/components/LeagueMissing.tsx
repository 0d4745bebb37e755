import { useTranslation } from 'react-i18next';
import { LuCircleAlert } from 'react-icons/lu';
import { MessagePage } from '../../../components/MessagePage';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';

/** Whether a league's read failed because there is no such league for this fan (unknown, or not theirs to see). */
export const isMissingLeague = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** A league address or invite link that leads nowhere: the way back to the fan's leagues. */
export function LeagueMissing({ text }: { text: string }) {
  const { t } = useTranslation();
  usePageTitle(t('leagues.missing.title'));
  return <MessagePage icon={<LuCircleAlert />} iconColor="fg.error" title={t('leagues.missing.title')} text={text} />;
}
