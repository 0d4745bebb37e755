import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuCopy, LuShare2 } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { isolate } from '../../../lib/bidi';
import { notify } from '../../../lib/toaster';
import { inviteLink } from '../lib/invite';

/** How long the Copy button says the link was copied. */
const COPIED_SHOWN_MS = 2_000;

/**
 * A fans' league's invite code and link, for its members to pass on: Copy puts the link on the clipboard, and
 * Share (where the browser can, as phones do) opens the phone's own share sheet.
 */
export function InviteCard({ code, leagueName }: { code: string; leagueName: string }) {
  const { t } = useTranslation();
  const link = inviteLink(code, window.location.origin);
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  // An insecure page has no clipboard (it throws): that fails as a refused copy does.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(link))
      .then(
      () => setCopied(true),
      () => notify({ type: 'error', title: t('leagues.invite.copyFailed') }),
    );
  const share = () =>
    // A fan closing the share sheet rejects the promise: nothing to tell them.
    navigator.share({ title: leagueName, text: t('leagues.invite.shareText', { name: isolate(leagueName) }), url: link }).catch(() => undefined);

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
            {link}
          </Text>
        </Stack>
        <Flex gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => void copy()}>
            {copied ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
            {copied ? t('leagues.invite.copied') : t('leagues.invite.copy')}
          </Button>
          {canShare ? (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void share()}>
              <LuShare2 aria-hidden />
              {t('leagues.invite.share')}
            </Button>
          ) : null}
        </Flex>
        <Text srOnly aria-live="polite">
          {copied ? t('leagues.invite.copiedNote') : ''}
        </Text>
      </Stack>
    </Panel>
  );
}
