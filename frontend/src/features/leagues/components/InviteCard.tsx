import { leagueJoinPath } from '@isl/contracts';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { ShareButton } from '../../../components/ShareButton';
import { isolate } from '../../../lib/bidi';
import { inviteLink } from '../lib/invite';

/**
 * A fans' league's invite code and link, for its members to pass on: Share opens the phone's own share sheet, or
 * copies the link where the browser has none.
 */
export function InviteCard({ code, leagueName }: { code: string; leagueName: string }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('leagues.invite.title')} subtitle={t('leagues.invite.subtitle')}>
      <Stack gap="3">
        <Flex align="baseline" gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {t('leagues.invite.code')}
          </Text>
          <Text as="code" fontFamily="mono" bg="bg.muted" px="2" rounded="sm" fontSize="xl" letterSpacing="widest" fontWeight="bold" dir="ltr" data-invite-code="">
            {code}
          </Text>
        </Flex>
        <Stack gap="1">
          <Text textStyle="sm" color="fg.muted">
            {t('leagues.invite.link')}
          </Text>
          <Text textStyle="sm" dir="ltr" textAlign="start" overflowWrap="anywhere" fontFamily="mono" data-invite-link="">
            {inviteLink(code, window.location.origin)}
          </Text>
        </Stack>
        <Flex>
          <ShareButton variant="solid" title={leagueName} text={t('leagues.invite.shareText', { name: isolate(leagueName) })} path={leagueJoinPath(code)} />
        </Flex>
      </Stack>
    </Panel>
  );
}
