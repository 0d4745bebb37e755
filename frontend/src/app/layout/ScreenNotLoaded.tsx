import { useTranslation } from 'react-i18next';
import { LuWifiOff } from 'react-icons/lu';
import { MessagePage } from '../../components/MessagePage';

/** In a screen's place, under the header, when its code could not be fetched: a fan offline following a link. */
export function ScreenNotLoaded({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <MessagePage icon={<LuWifiOff />} iconColor="fg.muted" title={t('errors.screenNotLoaded.title')} text={t('errors.screenNotLoaded.text')} onRetry={onRetry} />;
}
