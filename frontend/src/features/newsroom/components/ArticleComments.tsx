import { COMMENT_MAX_LENGTH, displayName, type CommentResponse, type UserResponse } from '@isl/contracts';
import { Badge, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCloudUpload } from 'react-icons/lu';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { UserAvatar } from '../../../components/UserAvatar';
import { isUnauthorizedError } from '../../../lib/api-client';
import { apiErrorKeys } from '../../../lib/api-error-message';
import type { QueuedWriteOf } from '../../../lib/offline/write-queue';
import { handleUnauthorized, notify } from '../../../lib/toaster';
import { useWaitingComments } from '../../../lib/waiting-writes';
import { useComments } from '../api/get-comments';
import { usePostComment } from '../api/post-comment';
import { useRelativeDate } from '../hooks/use-article-date';
import { useCommentReviews } from '../hooks/use-review-updates';

interface CommentLineProps {
  /** The api's id, for a comment it has. */
  commentId?: number;
  author: string;
  imageUrl: string | null;
  date: string;
  content: string;
  /** What is still to happen to it, in words: awaiting approval, or waiting to be sent. */
  mark?: ReactNode;
}

function CommentLine({ commentId, author, imageUrl, date, content, mark }: CommentLineProps) {
  return (
    <HStack as="li" align="start" gap="3" data-comment={commentId}>
      <UserAvatar profileImageUrl={imageUrl} />
      <Stack gap="1" minW="0" flex="1">
        <HStack gap="2" wrap="wrap" textStyle="sm">
          <Text as="span" fontWeight="semibold">
            <bdi>{author}</bdi>
          </Text>
          <Text as="span" textStyle="xs" color="fg.muted">
            <bdi>{date}</bdi>
          </Text>
          {mark}
        </HStack>
        {/* Plain text as the fan typed it: line breaks kept, nothing interpreted. */}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto" textAlign="start">
          {content}
        </Text>
      </Stack>
    </HStack>
  );
}

function CommentItem({ comment }: { comment: CommentResponse }) {
  const { t } = useTranslation();
  const date = useRelativeDate()(comment.createdAt);
  return (
    <CommentLine
      commentId={comment.id}
      author={comment.authorName ?? t('articlePage.comments.fallbackName')}
      imageUrl={comment.authorImageUrl}
      date={date}
      content={comment.content}
      mark={
        comment.isApproved ? null : (
          <Badge colorPalette="yellow" size="sm">
            {t('articlePage.comments.awaiting')}
          </Badge>
        )
      }
    />
  );
}

/** The fan's comment kept on this phone until it can be sent: it joins the list once the api has it. */
function WaitingCommentItem({ comment, user }: { comment: QueuedWriteOf<'comment'>; user: UserResponse }) {
  const { t } = useTranslation();
  const date = useRelativeDate()(new Date(comment.madeAt).toISOString());
  return (
    <CommentLine
      author={displayName(user, t('articlePage.comments.fallbackName'))}
      imageUrl={user.profileImageUrl}
      date={date}
      content={comment.body.content}
      mark={
        <Badge colorPalette="orange" size="sm">
          <LuCloudUpload aria-hidden />
          {t('offlineWrites.waiting')}
        </Badge>
      }
    />
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
      onSuccess: (result) => {
        setContent('');
        notify(
          result.status === 'sent'
            ? { type: 'success', title: t('articlePage.comments.sent') }
            : { type: 'info', title: t('offlineWrites.commentSavedTitle'), description: t('offlineWrites.commentSaved') },
        );
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
  const waiting = useWaitingComments(articleId);
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
        {user && waiting.length ? (
          <Stack as="ul" gap="4" listStyleType="none">
            {waiting.map((comment) => (
              <WaitingCommentItem key={comment.key} comment={comment} user={user} />
            ))}
          </Stack>
        ) : null}
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
