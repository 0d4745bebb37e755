import type { ArticleReviewItem, CommentReviewItem, JournalistApplicationResponse } from '@isl/contracts';
import { Badge, Box, Card, Container, DataList, Flex, Heading, Image, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleLinks } from '../../../components/ConsoleLinks';
import { PageHeading } from '../../../components/PageHeading';
import { QueryState } from '../../../components/QueryState';
import { isolate } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { languageOption } from '../../../lib/languages';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReviewQueue, type ReviewQueue, type ReviewQueues } from '../api/review-queue';
import { useRelativeDate } from '../hooks/use-article-date';
import { ArticleContent } from './ArticleContent';
import { CategoryBadge } from './CategoryBadge';
import { ReviewActions } from './ReviewActions';

function ReviewCard({ title, meta, children, actions, id }: { title: ReactNode; meta: ReactNode; children: ReactNode; actions: ReactNode; id: string }) {
  return (
    <Card.Root as="li" data-review={id}>
      <Card.Header gap="1">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text textStyle="xs" color="fg.muted">
          {meta}
        </Text>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
      <Card.Footer>{actions}</Card.Footer>
    </Card.Root>
  );
}

/** A journalist application in full: names, e-mail, workplace, experience, specialization, biography, portfolio. */
function PendingApplication({ application }: { application: JournalistApplicationResponse }) {
  const { t } = useTranslation();
  const when = useRelativeDate();
  const name = `${application.firstName} ${application.lastName}`;
  const rows: [string, ReactNode][] = [
    [t('review.application.email'), <bdi key="email" dir="ltr">{application.email}</bdi>],
    [t('review.application.workplace'), <bdi key="workplace">{application.workplace}</bdi>],
    [t('review.application.experience'), t(`apply.experience.${application.experience}`)],
    [t('review.application.specialization'), t(`apply.specializations.${application.specialization}`)],
    [
      t('review.application.portfolio'),
      application.portfolio ? (
        <Link href={application.portfolio} target="_blank" rel="noopener noreferrer nofollow" color="brand.fg" dir="ltr" overflowWrap="anywhere">
          {application.portfolio}
        </Link>
      ) : (
        t('review.application.noPortfolio')
      ),
    ],
  ];
  return (
    <ReviewCard
      id={`application-${application.id}`}
      title={<bdi>{name}</bdi>}
      meta={t('review.submittedAt', { date: when(application.createdAt) })}
      actions={
        <ReviewActions
          queue="journalists"
          id={application.id}
          approvedText={() => t('review.toast.applicationApproved', { name: isolate(name) })}
          rejectedText={t('review.toast.applicationRejected', { name: isolate(name) })}
        />
      }
    >
      {/*
       * One grid of labels and values: the labels' column as wide as the longest, every value starting on one line
       * (on a phone, each label above its value). The items only group a pair for the list's semantics; the grid
       * places their cells, from the start edge, so it mirrors right to left.
       */}
      <DataList.Root
        size="sm"
        display="grid"
        gridTemplateColumns={{ base: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }}
        columnGap="6"
        rowGap={{ base: '1', sm: '2.5' }}
        alignItems="baseline"
      >
        {rows.map(([label, value]) => (
          <DataList.Item key={label} display="contents">
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            {/* A block, not the recipe's flex box: a long e-mail or address then wraps instead of overflowing. */}
            <DataList.ItemValue display="block" overflowWrap="anywhere" textAlign="start" mb={{ base: '2', sm: '0' }}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack gap="1">
        <Text fontWeight="semibold" textStyle="sm">
          {t('review.application.bio')}
        </Text>
        <Text whiteSpace="pre-wrap" dir="auto" textAlign="start" overflowWrap="anywhere">
          {application.bio}
        </Text>
      </Stack>
    </ReviewCard>
  );
}

/** An article as its readers would get it: picture, excerpt, the server-rendered body, and the author's feature request. */
function PendingArticle({ article }: { article: ArticleReviewItem }) {
  const { t } = useTranslation();
  const when = useRelativeDate();
  const title = isolate(article.title);
  return (
    <ReviewCard
      id={`article-${article.id}`}
      title={<bdi>{article.title}</bdi>}
      meta={`${t('review.article.by', { name: isolate(article.authorName ?? t('articles.fallbackAuthor')) })} · ${t('review.submittedAt', { date: when(article.updatedAt) })}`}
      actions={
        <ReviewActions
          queue="articles"
          id={article.id}
          featureChoice={{ requested: article.featureRequested }}
          approvedText={(featured) => t(featured ? 'review.toast.articleApprovedFeatured' : 'review.toast.articleApproved', { title })}
          rejectedText={t('review.toast.articleRejected', { title })}
        />
      }
    >
      <Flex gap="2" wrap="wrap" align="center">
        <CategoryBadge category={article.category} />
        <Badge variant="outline">{languageOption(article.language).name}</Badge>
        {article.featureRequested ? (
          <Badge colorPalette="yellow" variant="subtle">
            {t('review.article.featureRequested')}
          </Badge>
        ) : null}
      </Flex>
      <Image src={article.thumbnailUrl} alt="" maxW="sm" w="full" aspectRatio={16 / 9} objectFit="cover" rounded="md" />
      <Stack gap="1">
        <Text fontWeight="semibold" textStyle="sm">
          {t('review.article.excerpt')}
        </Text>
        <Text color="fg.muted" dir="auto" textAlign="start">
          {article.excerpt}
        </Text>
      </Stack>
      <Box borderWidth="1px" rounded="md" p="4" maxH="md" overflowY="auto">
        <ArticleContent html={article.contentHtml} lang={languageOption(article.language).intlLocale} />
      </Box>
    </ReviewCard>
  );
}

function PendingComment({ comment }: { comment: CommentReviewItem }) {
  const { t } = useTranslation();
  const when = useRelativeDate();
  return (
    <ReviewCard
      id={`comment-${comment.id}`}
      title={t('review.comment.on', { title: isolate(comment.articleTitle) })}
      meta={`${t('review.comment.by', { name: isolate(comment.authorName ?? t('articlePage.comments.fallbackName')) })} · ${when(comment.createdAt)}`}
      actions={<ReviewActions queue="comments" id={comment.id} approvedText={() => t('review.toast.commentApproved')} rejectedText={t('review.toast.commentRejected')} />}
    >
      <Text whiteSpace="pre-wrap" dir="auto" textAlign="start" overflowWrap="anywhere">
        {comment.content}
      </Text>
    </ReviewCard>
  );
}

const QUEUES: ReviewQueue[] = ['journalists', 'articles', 'comments'];

function QueueList<Q extends ReviewQueue>({ queue, render }: { queue: Q; render: (item: ReviewQueues[Q]) => ReactNode }) {
  const { t } = useTranslation();
  const items = useReviewQueue(queue);
  return (
    <QueryState query={items} errorTitle={t('review.loadError')} emptyTitle={t(`review.empty.${queue}`)}>
      {(list) => (
        <Stack as="ul" gap="4" listStyleType="none">
          {list.map(render)}
        </Stack>
      )}
    </QueryState>
  );
}

/** How many wait in a queue, beside its tab's name. */
function QueueCount({ queue }: { queue: ReviewQueue }) {
  const language = useLanguage();
  const items = useReviewQueue(queue);
  return items.data?.length ? (
    <Badge colorPalette="red" variant="solid" size="sm">
      {formatNumber(items.data.length, language)}
    </Badge>
  ) : null;
}

/** /admin/review (editors, role admin): the three queues, each item approved or rejected with an optional reason. */
export default function EditorialReviewPage() {
  const { t } = useTranslation();
  usePageTitle(t('review.title'));
  return (
    <Container maxW="5xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Flex justify="space-between" align="start" gap="4" wrap="wrap">
          <PageHeading title={t('review.title')} subtitle={t('review.subtitle')} />
          <ConsoleLinks current="/admin/review" />
        </Flex>
        <Tabs.Root defaultValue="journalists" variant="line" colorPalette="brand" lazyMount>
          <Tabs.List overflowX="auto">
            {QUEUES.map((queue) => (
              <Tabs.Trigger key={queue} value={queue} gap="2">
                {t(`review.queues.${queue}`)}
                <QueueCount queue={queue} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="journalists">
            <QueueList queue="journalists" render={(item) => <PendingApplication key={item.id} application={item} />} />
          </Tabs.Content>
          <Tabs.Content value="articles">
            <QueueList queue="articles" render={(item) => <PendingArticle key={item.id} article={item} />} />
          </Tabs.Content>
          <Tabs.Content value="comments">
            <QueueList queue="comments" render={(item) => <PendingComment key={item.id} comment={item} />} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
