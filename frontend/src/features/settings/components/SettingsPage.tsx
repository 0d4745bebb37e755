import { Container, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import { RequireSignIn } from '../../../components/RequireSignIn';
import { ContactCard } from './ContactCard';
import { DataSaverCard } from './DataSaverCard';
import { LanguageRegionCard } from './LanguageRegionCard';
import { NotificationsCard } from './NotificationsCard';
import { PrivacyCard } from './PrivacyCard';
import { ProfileCard } from './ProfileCard';
import { SecurityCard } from './SecurityCard';
import { SettingsLoading } from './SettingsLoading';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * Settings (/settings), signed in only. The spec's order: Profile Information, Push Notifications, Language &
 * Region, Contact Information; private mode follows the profile, this phone's data saver follows the language,
 * and the account's security comes before the contact details.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  return (
    <RequireSignIn loading={<SettingsLoading />}>
      {(user) => (
        <Container maxW="4xl" py={{ base: '4', md: '8' }}>
          <Stack gap="6">
            <PageHeading title={t('settings.title')} subtitle={t('settings.subtitle')} />
            <ProfileCard user={user} />
            <PrivacyCard user={user} />
            <NotificationsCard />
            <LanguageRegionCard />
            <DataSaverCard />
            <SecurityCard />
            <ContactCard />
          </Stack>
        </Container>
      )}
    </RequireSignIn>
  );
}
