import { Box, Button, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';

interface ListAndEditorProps {
  list: ReactNode;
  /** The chosen item's editor; null while none is chosen. */
  editor: ReactNode;
  onBack: () => void;
  /** Says what to do, beside the list on a wide screen, while nothing is chosen. */
  placeholder: string;
}

/**
 * A list beside the editor of its chosen item on a wide screen. On a phone one at a time: the editor replaces the
 * list, and "Back to the list" brings the list back.
 */
export function ListAndEditor({ list, editor, onBack, placeholder }: ListAndEditorProps) {
  const { t } = useTranslation();
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(16rem, 20rem) minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Box display={{ base: editor ? 'none' : 'block', lg: 'block' }} minW="0">
        {list}
      </Box>
      {editor ? (
        <Box minW="0">
          <Button variant="ghost" size="sm" mb="2" display={{ base: 'inline-flex', lg: 'none' }} onClick={onBack}>
            <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
              <LuArrowLeft aria-hidden />
            </Box>
            {t('desk.backToList')}
          </Button>
          {editor}
        </Box>
      ) : (
        <Box display={{ base: 'none', lg: 'block' }} p="8" rounded="lg" borderWidth="1px" borderStyle="dashed" color="fg.muted" textAlign="center">
          {placeholder}
        </Box>
      )}
    </Grid>
  );
}
