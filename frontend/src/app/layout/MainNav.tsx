import { Box, Button, Flex, Link, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { NAV_ITEMS } from './nav-items';

/** The links in a row on wide screens. NavLink marks the current route with aria-current="page". */
export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <Flex as="ul" listStyleType="none" gap="1" wrap="wrap">
      {NAV_ITEMS.map((item) => (
        <Box as="li" key={item.to}>
          <Link
            asChild
            display="block"
            px="3"
            py="2.5"
            color="brand.100"
            fontWeight="medium"
            textStyle="sm"
            borderBottomWidth="3px"
            borderColor="transparent"
            _hover={{ color: 'white', textDecoration: 'none' }}
            _currentPage={{ color: 'white', borderColor: 'yellow.400', fontWeight: 'semibold' }}
          >
            <NavLink to={item.to} end>
              {t(item.labelKey)}
            </NavLink>
          </Link>
        </Box>
      ))}
    </Flex>
  );
}

/** The same links in a Menu dropdown on small screens; choosing one closes it. */
export function MobileNav() {
  const { t } = useTranslation();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} _expanded={{ bg: 'whiteAlpha.200' }}>
          <LuMenu aria-hidden />
          {t('nav.menu')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            {NAV_ITEMS.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild _currentPage={{ fontWeight: 'semibold', color: 'brand.fg', bg: 'brand.subtle' }}>
                <NavLink to={item.to} end>
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
