import type { FormResult } from '@isl/contracts';
import { Box, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

// Win green, draw grey, loss red: shades that carry white letters at 4.5:1 or more.
const RESULT_COLOR: Record<FormResult, string> = { W: 'green.700', D: 'gray.600', L: 'red.600' };
const RESULT_KEY: Record<FormResult, string> = { W: 'win', D: 'draw', L: 'loss' };

/**
 * A club's last results, oldest first in reading order: small dots on a phone, lettered pills from tablet width
 * up. Screen readers hear the results as words; the colours and letters are for the eye.
 */
export function FormGuide({ form }: { form: readonly FormResult[] }) {
  const { t } = useTranslation();
  return (
    <>
      <HStack gap={{ base: '0.5', md: '1' }} justify="center" aria-hidden>
        {form.map((result, index) => (
          <Box
            key={index}
            bg={RESULT_COLOR[result]}
            color="white"
            rounded="full"
            boxSize={{ base: '2', md: '5' }}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            textStyle="2xs"
            fontWeight="bold"
            lineHeight="1"
          >
            <Box as="span" display={{ base: 'none', md: 'inline' }}>
              {t(`form.short.${RESULT_KEY[result]}`)}
            </Box>
          </Box>
        ))}
      </HStack>
      <VisuallyHidden>{form.length ? form.map((result) => t(`form.full.${RESULT_KEY[result]}`)).join(t('form.separator')) : t('form.none')}</VisuallyHidden>
    </>
  );
}
