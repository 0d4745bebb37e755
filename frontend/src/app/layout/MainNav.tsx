import { Box, Button, Flex, Link, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { NavLink } from '../../components/RouterLink';
import { NAV_ITEMS } from './nav-items';

/** The links in a row on wide screens. NavLink marks the current page, or the section it is in, with aria-current. */
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
            css={{ '&[aria-current]': { color: 'white', borderColor: 'yellow.400', fontWeight: 'semibold' } }}
          >
            <NavLink to={item.to} section={item.section}>
              {t(item.labelKey)}
            </NavLink>
          </Link>
        </Box>
      ))}
    </Flex>
  );
}

/**
 * The button that opens the links' menu on small screens: painted at once, alone, while the menu behind it
 * (MobileNav) loads just after the first paint.
 */
export const MobileNavButton = forwardRef<HTMLButtonElement, ButtonProps>(function MobileNavButton(props, ref) {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      size="sm"
      variant="outline"
      color="white"
      borderColor="whiteAlpha.600"
      _hover={{ bg: 'whiteAlpha.200' }}
      _expanded={{ bg: 'whiteAlpha.200' }}
      {...props}
    >
      <LuMenu aria-hidden />
      {t('nav.menu')}
    </Button>
  );
});
