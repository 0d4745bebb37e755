import { useTranslation } from 'react-i18next';
import { LuConstruction } from 'react-icons/lu';
import { MessagePage } from '../../components/MessagePage';

export type UpcomingScreen = 'predictions' | 'myPredictions' | 'journalists' | 'journalistApply';

/** Placeholder for the spec screens that later issues build. */
export function ComingSoon({ screen }: { screen: UpcomingScreen }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<LuConstruction />}
      iconColor="brand.fg"
      title={t('comingSoon.title', { screen: t(`comingSoon.screens.${screen}`) })}
      text={t('comingSoon.text')}
    />
  );
}
