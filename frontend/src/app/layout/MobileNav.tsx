import { Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../components/RouterLink';
import { MobileNavButton } from './MainNav';
import { NAV_ITEMS } from './nav-items';

/** The links in a Menu dropdown on small screens; choosing one closes it. Loaded lazily by the header. */
export default function MobileNav({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <MobileNavButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {NAV_ITEMS.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild css={{ '&[aria-current]': { fontWeight: 'semibold', color: 'brand.fg', bg: 'brand.subtle' } }}>
                <NavLink to={item.to} section={item.section}>
                  {t(item.labelKey)}
                </NavLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
