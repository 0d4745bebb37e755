import type { ArticleDetailResponse, ArticleResponse, ArticleStatus } from '@isl/contracts';
import { Badge, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { RouterLink } from '../../../components/RouterLink';
import { ModalDialog } from '../../../components/ModalDialog';
import { Panel } from '../../../components/Panel';
import { QueryState } from '../../../components/QueryState';
import { SkeletonList } from '../../../components/SkeletonList';
import { isolate } from '../../../lib/bidi';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toaster';
import { useDeleteArticle } from '../api/delete-article';
import { articleQueryOptions } from '../api/get-article';
import { useMyArticles } from '../api/get-my-articles';
import { useArticleDate } from '../hooks/use-article-date';
import { articlePath } from '../lib/article-link';
import { ArticleEditorDialog } from './ArticleEditorDialog';

const STATUS_PALETTES: Record<ArticleStatus, string> = { draft: 'gray', pending: 'yellow', published: 'green', rejected: 'red' };

/** Authors may change only what no editor holds: drafts, and articles sent back. */
const isEditable = (status: ArticleStatus) => status === 'draft' || status === 'rejected';

/** Edit opens the editor with the article's Markdown, fetched first so the form never opens empty. */
function EditArticle({ article }: { article: ArticleResponse }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [detail, setDetail] = useState<ArticleDetailResponse | null>(null);
  const [loading, setLoading] = useState(false);

  const open = async () => {
    setLoading(true);
    try {
      setDetail(await client.fetchQuery(articleQueryOptions(article.id)));
    } catch (error) {
      notify({ type: 'error', title: t('editor.errorTitle'), description: t(apiErrorKeys(error)) });
    } finally {
      setLoading(false);
    }
  };

  return (
    <ArticleEditorDialog
      // A fresh form for each opening, filled from the article as it is now.
      key={detail?.updatedAt ?? 'closed'}
      article={detail ?? undefined}
      open={detail !== null}
      onOpenChange={(next) => (next ? void open() : setDetail(null))}
      trigger={
        <Button size="xs" variant="outline" loading={loading}>
          <LuPencil aria-hidden /> {t('myArticles.edit')}
        </Button>
      }
    />
  );
}

function DeleteArticle({ article }: { article: ArticleResponse }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteArticle();
  const confirm = () =>
    remove.mutate(article.id, {
      onSuccess: () => {
        setOpen(false);
        notify({ type: 'success', title: t('myArticles.deleted') });
      },
      onError: (error) => notify({ type: 'error', title: t('myArticles.deleteFailed'), description: t(apiErrorKeys(error)) }),
    });
  return (
    <ModalDialog
      role="alertdialog"
      title={t('myArticles.deleteTitle')}
      open={open}
      onOpenChange={setOpen}
      busy={remove.isPending}
      trigger={
        <Button size="xs" variant="outline" colorPalette="red">
          <LuTrash2 aria-hidden /> {t('myArticles.delete')}
        </Button>
      }
      action={
        <Button colorPalette="red" loading={remove.isPending} onClick={confirm}>
          {t('myArticles.delete')}
        </Button>
      }
    >
      <Text>{t('myArticles.deleteText', { title: isolate(article.title) })}</Text>
    </ModalDialog>
  );
}

function MyArticleRow({ article }: { article: ArticleResponse }) {
  const { t } = useTranslation();
  const date = useArticleDate(article);
  return (
    <Stack as="li" gap="1.5" pb="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0, pb: 0 }} data-article={article.id}>
      <Link asChild fontWeight="semibold" lineClamp={2}>
        <RouterLink to={articlePath(article)}>
          <bdi>{article.title}</bdi>
        </RouterLink>
      </Link>
      <HStack gap="2" wrap="wrap" textStyle="xs" color="fg.muted">
        <Badge colorPalette={STATUS_PALETTES[article.status]}>{t(`articles.status.${article.status}`)}</Badge>
        {/* Beside the status, only the publication date: an unpublished article's label is its status again. */}
        {article.publishedAt ? <bdi>{date}</bdi> : null}
      </HStack>
      {article.status === 'rejected' && article.rejectionReason ? (
        <Text textStyle="xs" color="fg.error">
          {t('myArticles.rejectedReason', { reason: isolate(article.rejectionReason) })}
        </Text>
      ) : null}
      {isEditable(article.status) ? (
        <Flex gap="2">
          <EditArticle article={article} />
          <DeleteArticle article={article} />
        </Flex>
      ) : null}
    </Stack>
  );
}

/** An approved journalist's own articles in every status, with edit and delete where the author still may. */
export function MyArticles() {
  const { t } = useTranslation();
  const mine = useMyArticles();
  return (
    <Panel title={t('myArticles.title')}>
      <QueryState
        query={mine}
        loading={<SkeletonList count={3} height="16" gap="3" rounded="md" />}
        errorTitle={t('myArticles.loadError')}
        emptyTitle={t('myArticles.empty')}
        emptyDescription={t('myArticles.emptyDescription')}
      >
        {(articles) => (
          <Stack as="ul" gap="3" listStyleType="none">
            {articles.map((article) => (
              <MyArticleRow key={article.id} article={article} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Panel>
  );
}
