import type { UserResponse } from '@isl/contracts';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLock, LuPenLine, LuUserPlus } from 'react-icons/lu';
import { RouterLink } from '../../../components/RouterLink';
import { canWriteArticles, isPendingApplicant, mayApply } from '../lib/journalist-role';
import { ArticleEditorDialog } from './ArticleEditorDialog';

/**
 * The Hub's buttons by role (spec): "Apply as Journalist" unless the account already applied (userType
 * journalist); approved journalists "Write Article", everyone else a disabled "Journalist Only" with its note;
 * an applicant waiting for an editor is told so.
 */
export function WriterActions({ user }: { user: UserResponse | null }) {
  const { t } = useTranslation();
  const noteId = useId();
  const [writing, setWriting] = useState(false);
  const writer = canWriteArticles(user);

  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'end' }}>
      <Flex gap="2" wrap="wrap" justify={{ base: 'start', sm: 'end' }}>
        {mayApply(user) ? (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/journalist-apply">
              <LuUserPlus aria-hidden /> {t('hub.applyAsJournalist')}
            </RouterLink>
          </Button>
        ) : null}
        {writer ? (
          <ArticleEditorDialog
            open={writing}
            onOpenChange={setWriting}
            trigger={
              <Button colorPalette="brand">
                <LuPenLine aria-hidden /> {t('hub.writeArticle')}
              </Button>
            }
          />
        ) : (
          <Button disabled aria-describedby={noteId}>
            <LuLock aria-hidden /> {t('hub.journalistOnly')}
          </Button>
        )}
      </Flex>
      {writer ? null : (
        <Text id={noteId} textStyle="xs" color="fg.muted">
          {t('hub.journalistOnlyNote')}
        </Text>
      )}
      {isPendingApplicant(user) ? (
        <Text textStyle="sm" color="fg.muted" role="status">
          {t('hub.pendingApproval')}
        </Text>
      ) : null}
    </Stack>
  );
}
