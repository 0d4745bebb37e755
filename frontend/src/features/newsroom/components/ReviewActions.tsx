import { REVIEW_REASON_MAX_LENGTH } from '@isl/contracts';
import { Button, Checkbox, Field, Flex, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuX } from 'react-icons/lu';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { notify } from '../../../lib/toaster';
import { useReviewDecision, type ReviewDecision, type ReviewQueue } from '../api/review-queue';

interface ReviewActionsProps {
  queue: ReviewQueue;
  id: number;
  /** The toast after each decision (title and description). */
  approvedText: (featured: boolean) => string;
  rejectedText: string;
  /** Articles: whether to feature it, starting from what the author asked. */
  featureChoice?: { requested: boolean };
}

/** Approve, or Reject with an optional reason the author sees (not for comments); for articles, whether it is featured. */
export function ReviewActions({ queue, id, approvedText, rejectedText, featureChoice }: ReviewActionsProps) {
  const { t } = useTranslation();
  const decide = useReviewDecision(queue);
  const [featured, setFeatured] = useState(featureChoice?.requested ?? false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  // The API records no reason for a comment: rejecting one removes it at once.
  const withReason = queue !== 'comments';

  const send = (choice: ReviewDecision) =>
    decide.mutate(
      { id, choice },
      {
        onSuccess: () =>
          notify(
            choice.decision === 'approve'
              ? { type: 'success', title: t('review.toast.approved'), description: approvedText(Boolean(choice.featured)) }
              : { type: 'info', title: t('review.toast.rejected'), description: rejectedText },
          ),
        onError: (error) => notify({ type: 'error', title: t('review.toast.failedTitle'), description: t(apiErrorKeys(error)) }),
      },
    );
  const approve = () => send({ decision: 'approve', featured: featureChoice ? featured : undefined });
  const reject = () => send({ decision: 'reject', reason: reason.trim() || undefined });

  if (rejecting && withReason) {
    return (
      <Stack gap="2">
        <Field.Root>
          <Field.Label>{t('review.reasonLabel')}</Field.Label>
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} maxLength={REVIEW_REASON_MAX_LENGTH} rows={2} disabled={decide.isPending} />
          <Field.HelperText>{t('review.reasonHint')}</Field.HelperText>
        </Field.Root>
        <Flex gap="2" wrap="wrap">
          <Button colorPalette="red" size="sm" onClick={reject} loading={decide.isPending}>
            <LuX aria-hidden /> {t('review.confirmReject')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setRejecting(false)} disabled={decide.isPending}>
            {t('app.cancel')}
          </Button>
        </Flex>
      </Stack>
    );
  }

  return (
    <Stack gap="3">
      {featureChoice ? (
        <Checkbox.Root checked={featured} onCheckedChange={(details) => setFeatured(details.checked === true)} colorPalette="brand">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('review.article.approveFeatured')}</Checkbox.Label>
        </Checkbox.Root>
      ) : null}
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="brand" size="sm" onClick={approve} loading={decide.isPending}>
          <LuCheck aria-hidden /> {t('review.approve')}
        </Button>
        <Button colorPalette="red" variant="outline" size="sm" onClick={() => (withReason ? setRejecting(true) : reject())} disabled={decide.isPending}>
          <LuX aria-hidden /> {t('review.reject')}
        </Button>
      </Flex>
    </Stack>
  );
}
