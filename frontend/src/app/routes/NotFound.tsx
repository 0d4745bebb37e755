import { useTranslation } from 'react-i18next';
import { LuCircleAlert } from 'react-icons/lu';
import { MessagePage } from '../../components/MessagePage';

/** Any unknown path (spec: "404 Page Not Found" and the router hint). */
export function NotFound() {
  const { t } = useTranslation();
  return <MessagePage icon={<LuCircleAlert />} iconColor="fg.error" title={t('notFound.title')} text={t('notFound.hint')} />;
}
