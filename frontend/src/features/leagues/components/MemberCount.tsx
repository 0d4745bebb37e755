import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuUsers } from 'react-icons/lu';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';

/** How many members a league has, beside a people icon ("12 members"; 100,000 grouped as the reader's language does). */
export function MemberCount({ count }: { count: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Flex as="span" align="center" gap="1">
      <LuUsers aria-hidden />
      {t('leagues.members', { count, members: formatNumber(count, language) })}
    </Flex>
  );
}
