import { Flex, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuClipboardCheck, LuDatabase, LuRadioTower } from 'react-icons/lu';
import { RouterLink } from './RouterLink';

const CONSOLES = [
  { to: '/admin/matches', labelKey: 'review.consoleLink', Icon: LuRadioTower },
  { to: '/admin/review', labelKey: 'review.link', Icon: LuClipboardCheck },
  { to: '/admin/data', labelKey: 'desk.link', Icon: LuDatabase },
] as const;

/** The admins' other consoles (match console, editorial review, data desk), beside a console's heading. */
export function ConsoleLinks({ current }: { current: (typeof CONSOLES)[number]['to'] }) {
  const { t } = useTranslation();
  return (
    <Flex gap="4" wrap="wrap">
      {CONSOLES.filter((console) => console.to !== current).map(({ to, labelKey, Icon }) => (
        <Link key={to} asChild color="brand.fg" textStyle="sm">
          <RouterLink to={to}>
            <Icon aria-hidden /> {t(labelKey)}
          </RouterLink>
        </Link>
      ))}
    </Flex>
  );
}
