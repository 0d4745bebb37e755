import { useTranslation } from 'react-i18next';
import { LuCircleAlert } from 'react-icons/lu';
import { MessagePage } from '../../components/MessagePage';
import { usePageTitle } from '../../lib/use-page-title';

/** Any unknown path (spec: "404 Page Not Found" and the router hint). */
export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return <MessagePage icon={<LuCircleAlert />} iconColor="fg.error" title={t('notFound.title')} text={t('notFound.hint')} />;
}
