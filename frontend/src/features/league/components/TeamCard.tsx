import { textColorOn, type TeamResponse } from '@isl/contracts';
import { Badge, Button, Card, Flex, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FollowButton } from '../../../components/FollowButton';
import { TeamCrest } from '../../../components/TeamCrest';
import { useLanguage } from '../../../lib/language-store';
import { alternateName, localizedField, localizedName } from '../../../lib/localized-name';
import { formatGoalDifference } from '../../../lib/format-number';

interface TeamCardProps {
  team: TeamResponse;
  position: number;
  onViewSquad: () => void;
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0" align="center">
      <Text fontWeight="bold" textStyle={{ base: 'md', md: 'lg' }}>
        {children}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
    </Stack>
  );
}

export function TeamCard({ team, position, onViewSquad }: TeamCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localizedName(team, language);
  const alternate = alternateName(team, language);
  const city = localizedField(team, 'city', language);
  return (
    <Card.Root size={{ base: 'sm', md: 'md' }} position="relative" _hover={{ shadow: 'md' }} transition="box-shadow 0.15s">
      <Card.Body gap={{ base: '3', md: '4' }}>
        <Flex gap="3" align="start">
          <TeamCrest club={team} size={{ base: '10', md: '12' }} />
          <Stack gap="0" flex="1" minW="0">
            <Text as="h2" fontWeight="bold" textStyle={{ base: 'md', md: 'lg' }}>
              {name}
            </Text>
            {alternate ? (
              <Text textStyle="sm" color="fg.muted">
                {alternate}
              </Text>
            ) : null}
            {city ? (
              <Text textStyle="sm" color="fg.muted">
                {city}
              </Text>
            ) : null}
          </Stack>
          <Badge colorPalette="brand" variant="subtle" size="lg" flexShrink={0} title={t('teams.position', { position })}>
            #{position}
          </Badge>
        </Flex>
        {/* mt auto: the stats line up across a row of cards whatever the length of the names above. */}
        <SimpleGrid columns={3} gap="2" py={{ base: '1.5', md: '2' }} mt="auto" borderBlockWidth="1px" borderColor="border.muted">
          <Stat label={t('teams.points')}>{team.points}</Stat>
          <Stat label={t('teams.goals')}>{team.goalsFor}</Stat>
          <Stat label={t('teams.goalDifference')}>
            <bdi dir="ltr">{formatGoalDifference(team.goalDifference)}</bdi>
          </Stat>
        </SimpleGrid>
      </Card.Body>
      <Card.Footer>
        <HStack w="full">
          {/* The button stretches over the card (::after), so a click anywhere on the card opens the squad. */}
          <Button
            flex="1"
            onClick={onViewSquad}
            bg={team.primaryColor}
            color={textColorOn(team.primaryColor, team.secondaryColor)}
            borderWidth="2px"
            borderColor={team.secondaryColor}
            _hover={{ opacity: 0.9 }}
            _after={{ content: '""', position: 'absolute', inset: 0 }}
          >
            {t('teams.viewSquad')}
            <VisuallyHidden>: {name}</VisuallyHidden>
          </Button>
          {/* Above the squad button's card-wide overlay, so it takes its own clicks. */}
          <FollowButton teamId={team.id} teamName={name} />
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
