import { displayName, type UserResponse } from '@isl/contracts';
import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { Stat } from '../../../components/Stat';
import { UserAvatar } from '../../../components/UserAvatar';
import { YourBadges } from '../../../components/YourBadges';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { usePredictionCounts } from '../../../lib/predictions/my-predictions';
import { NamesForm } from './NamesForm';
import { PictureUploadDialog } from './PictureUploadDialog';

/**
 * Spec: picture (changeable by upload), first name, e-mail and four stats (missing numbers shown as 0); and the
 * names form. Beyond it, the badges the fan has won. Total Predictions counts those awaiting a result too, as Predictions' own statistics do.
 */
export function ProfileCard({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = usePredictionCounts(user);
  const stats = [
    ['points', user.predictionPoints ?? 0],
    ['winStreak', user.winStreak ?? 0],
    ['totalPredictions', counts.total],
    ['correctPredictions', counts.correct],
  ] as const;

  return (
    <Panel title={t('settings.profile.title')}>
      <Stack gap="6">
        <HStack gap="4" align="center" wrap="wrap">
          <UserAvatar profileImageUrl={user.profileImageUrl} picture="large" size="2xl" />
          {/* At least 10rem for the name: on a phone the button goes to the next line rather than squeezing it. */}
          <Stack gap="1" minW="40" flex="1">
            <Text textStyle="xl" fontWeight="bold" truncate>
              <bdi>{displayName(user, t('user.fallbackName'))}</bdi>
            </Text>
            <Text color="fg.muted" truncate dir="ltr" textAlign="start">
              {user.email}
            </Text>
          </Stack>
          <PictureUploadDialog />
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {stats.map(([key, value]) => (
            <Stat key={key} label={t(`settings.profile.stats.${key}`)} value={value === undefined ? undefined : formatNumber(value, language)} />
          ))}
        </SimpleGrid>
        <YourBadges variant="list" />
        <NamesForm user={user} />
      </Stack>
    </Panel>
  );
}
