import { COMMENT_MAX_LENGTH, type CommentResponse, type UserResponse } from '@isl/contracts';
import { Badge, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { UserAvatar } from '../../../components/UserAvatar';
import { isUnauthorizedError } from '../../../lib/api-client';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { handleUnauthorized, notify } from '../../../lib/toaster';
import { useComments } from '../api/get-comments';
import { usePostComment } from '../api/post-comment';
import { useRelativeDate } from '../hooks/use-article-date';
import { useCommentReviews } from '../hooks/use-review-updates';

function CommentItem({ comment }: { comment: CommentResponse }) {
  const { t } = useTranslation();
  const date = useRelativeDate()(comment.createdAt);
  return (
    <HStack as="li" align="start" gap="3" data-comment={comment.id}>
      <UserAvatar profileImageUrl={comment.authorImageUrl} />
      <Stack gap="1" minW="0" flex="1">
        <HStack gap="2" wrap="wrap" textStyle="sm">
          <Text as="span" fontWeight="semibold">
            <bdi>{comment.authorName ?? t('articlePage.comments.fallbackName')}</bdi>
          </Text>
          <Text as="span" textStyle="xs" color="fg.muted">
            <bdi>{date}</bdi>
          </Text>
          {comment.isApproved ? null : (
            <Badge colorPalette="yellow" size="sm">
              {t('articlePage.comments.awaiting')}
            </Badge>
          )}
        </HStack>
        {/* Plain text as the fan typed it: line breaks kept, nothing interpreted. */}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto" textAlign="start">
          {comment.content}
        </Text>
      </Stack>
    </HStack>
  );
}

function CommentForm({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const post = usePostComment(articleId);
  const [content, setContent] = useState('');
  const [blank, setBlank] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    setBlank(!text);
    if (!text) return;
    post.mutate(text, {
      onSuccess: () => {
        setContent('');
        notify({ type: 'success', title: t('articlePage.comments.sent') });
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) notify({ type: 'error', title: t('articlePage.comments.failed'), description: t(apiErrorKeys(error)) });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="2">
        <Field.Root invalid={blank}>
          <Field.Label>{t('articlePage.comments.label')}</Field.Label>
          <Textarea value={content} onChange={(event) => setContent(event.target.value)} maxLength={COMMENT_MAX_LENGTH} rows={3} disabled={post.isPending} />
          {blank ? <Field.ErrorText>{t('articlePage.comments.required')}</Field.ErrorText> : <Field.HelperText>{t('articlePage.comments.hint')}</Field.HelperText>}
        </Field.Root>
        <Button type="submit" alignSelf="start" colorPalette="brand" loading={post.isPending} loadingText={t('articlePage.comments.submitting')}>
          {t('articlePage.comments.submit')}
        </Button>
      </Stack>
    </form>
  );
}

interface ArticleCommentsProps {
  articleId: number;
  user: UserResponse | null;
  returnTo: string;
}

/** Approved comments for everyone, the fan's own still awaiting approval marked so, and the form for signed-in fans. */
export function ArticleComments({ articleId, user, returnTo }: ArticleCommentsProps) {
  const { t } = useTranslation();
  const comments = useComments(articleId);
  useCommentReviews(articleId);
  return (
    <Panel title={t('articlePage.comments.title')}>
      <Stack gap="6">
        <QueryState
          query={comments}
          errorTitle={t('articlePage.comments.loadError')}
          emptyTitle={t('articlePage.comments.empty')}
          emptyDescription={t('articlePage.comments.emptyDescription')}
        >
          {(list) => (
            <Stack as="ul" gap="4" listStyleType="none">
              {list.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </Stack>
          )}
        </QueryState>
        {user ? (
          <CommentForm articleId={articleId} />
        ) : (
          <Button alignSelf="start" variant="outline" colorPalette="brand" onClick={() => handleUnauthorized(returnTo)}>
            {t('articlePage.comments.signIn')}
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
