import { displayName, type UserResponse } from '@isl/contracts';
import { Badge, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The signed-in fan's name (first name, else "User"; never the e-mail address) and prediction points (0 when missing). */
export function UserSummary({ user }: { user: UserResponse }) {
  const { t } = useTranslation();
  const points = user.predictionPoints ?? 0;
  return (
    <Stack gap="0" align="end" lineHeight="short">
      <Text textStyle="sm" fontWeight="semibold" maxW="36" truncate>
        {displayName(user, t('user.fallbackName'))}
      </Text>
      <Badge size="sm" bg="yellow.400" color="gray.950" title={t('user.pointsLabel', { points })}>
        {t('user.points', { points })}
      </Badge>
    </Stack>
  );
}
