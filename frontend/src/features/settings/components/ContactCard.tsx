import { HStack, Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMail, LuPhone } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { SITE_CONTACT } from '../../../lib/site-contact';

/** Spec: a phone link and an e-mail link for inquiries about the league. */
export function ContactCard() {
  const { t } = useTranslation();
  return (
    <Panel title={t('settings.contact.title')} subtitle={t('settings.contact.subtitle')}>
      <Stack gap="2">
        <HStack gap="2">
          <LuPhone aria-hidden />
          <Link href={`tel:${SITE_CONTACT.phone.replace(/\s/g, '')}`} dir="ltr" aria-label={t('settings.contact.phone', { phone: SITE_CONTACT.phone })}>
            {SITE_CONTACT.phone}
          </Link>
        </HStack>
        <HStack gap="2">
          <LuMail aria-hidden />
          <Link href={`mailto:${SITE_CONTACT.email}`} dir="ltr" aria-label={t('settings.contact.email', { email: SITE_CONTACT.email })}>
            {SITE_CONTACT.email}
          </Link>
        </HStack>
      </Stack>
    </Panel>
  );
}
