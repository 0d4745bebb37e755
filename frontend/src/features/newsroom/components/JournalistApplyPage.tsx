import { JOURNALIST_REVIEW_BUSINESS_DAYS, type JournalistApplicationResponse, type JournalistApplySettings, type UserResponse } from '@isl/contracts';
import { Button, Card, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck, LuClock, LuGlobe, LuMedal, LuUsers } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../../components/RouterLink';
import { Panel } from '../../../components/Panel';
import { PanelLoading } from '../../../components/PanelState';
import { isolate, ltr } from '../../../lib/bidi';
import { useCurrentUser } from '../../../lib/current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import { useApplySettings } from '../api/get-apply-settings';
import { useMyApplication } from '../api/get-my-application';
import { useRelativeDate } from '../hooks/use-article-date';
import { useApplicationDecisions } from '../hooks/use-review-updates';
import { EMPTY_APPLICATION, type ApplicationValues } from '../lib/application-form';
import { canWriteArticles } from '../lib/journalist-role';
import { ApplicationForm } from './ApplicationForm';

/** "1-2", kept left to right inside Arabic and Sorani text (else it reads "2-1"). */
const reviewDays = (settings: JournalistApplySettings | undefined) => ltr(settings?.reviewBusinessDays ?? JOURNALIST_REVIEW_BUSINESS_DAYS);

/** The intro follows JOURNALIST_AUTO_APPROVE (the spec's contradiction, settled): it never claims both. */
function Intro() {
  const { t } = useTranslation();
  const settings = useApplySettings();
  if (settings.isPending) return <Skeleton h="12" maxW="2xl" />;
  // Without the setting the page promises nothing it may not keep: the review reading is the default.
  return (
    <Text color="fg.muted" maxW="3xl">
      {settings.data?.autoApprove ? t('apply.introAutoApprove') : t('apply.introReview', { days: reviewDays(settings.data) })}
    </Text>
  );
}

function StatusCard({ icon, color, title, children }: { icon: ReactNode; color: string; title: string; children: ReactNode }) {
  return (
    <Card.Root role="status">
      <Card.Body gap="3" alignItems="center" textAlign="center" py="10">
        <Text fontSize="5xl" color={color} aria-hidden>
          {icon}
        </Text>
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** An approved journalist (just now by auto-approval, or earlier): on to the Hub to write. */
function Approved() {
  const { t } = useTranslation();
  return (
    <StatusCard icon={<LuCircleCheck />} color="green.solid" title={t('apply.submitted.approvedTitle')}>
      <Text>{t('apply.submitted.approvedText')}</Text>
      <Button asChild colorPalette="brand" mt="2">
        <RouterLink to="/journalists">{t('apply.submitted.goToHub')}</RouterLink>
      </Button>
    </StatusCard>
  );
}

/** After a submit: approved at once (auto-approval), or under review with the spec's confirmation lines. */
function Submitted({ application }: { application: JournalistApplicationResponse }) {
  const { t } = useTranslation();
  const settings = useApplySettings();
  if (application.status === 'approved') return <Approved />;
  return (
    <StatusCard icon={<LuCircleCheck />} color="green.solid" title={t('apply.submitted.title')}>
      <Text>{t('apply.submitted.thanks')}</Text>
      <Text color="fg.muted">{t('apply.submitted.underReview')}</Text>
      <Text color="fg.muted">{t('apply.submitted.reviewTime', { days: reviewDays(settings.data) })}</Text>
    </StatusCard>
  );
}

function Pending({ application }: { application: JournalistApplicationResponse }) {
  const { t } = useTranslation();
  const submitted = useRelativeDate()(application.createdAt);
  return (
    <StatusCard icon={<LuClock />} color="yellow.fg" title={t('apply.pending')}>
      <Text color="fg.muted">{t('apply.pendingSince', { date: submitted })}</Text>
    </StatusCard>
  );
}

/** A rejected applicant may apply again: the form starts from what they sent last time. */
function fromApplication(application: JournalistApplicationResponse): ApplicationValues {
  const { firstName, lastName, email, workplace, experience, specialization, bio, portfolio } = application;
  return { firstName, lastName, email, workplace, experience, specialization, bio, portfolio: portfolio ?? '' };
}

const fromAccount = (user: UserResponse | null): ApplicationValues => ({
  ...EMPTY_APPLICATION,
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  email: user?.email ?? '',
});

function ApplicationArea({ user }: { user: UserResponse | null }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mine = useMyApplication(user !== null);
  const [submitted, setSubmitted] = useState<JournalistApplicationResponse | null>(null);
  useApplicationDecisions();
  const latest = mine.data ?? null;
  // The thanks after a submit stay until an editor's decision on it reaches this page; then the decision shows.
  const decidedSince = submitted !== null && latest?.id === submitted.id && latest.status !== submitted.status;

  if (submitted && !decidedSince) return <Submitted application={submitted} />;
  if (canWriteArticles(user)) return <Approved />;
  if (user && mine.isPending) return <PanelLoading />;
  if (latest?.status === 'pending') return <Pending application={latest} />;

  return (
    <Panel title={t('apply.formTitle')}>
      <Stack gap="5">
        {latest?.status === 'rejected' ? (
          <Stack gap="1" p="4" rounded="md" bg="red.subtle" color="red.fg" role="status">
            <Text fontWeight="semibold">{t('apply.rejected.title')}</Text>
            {latest.reason ? <Text>{t('apply.rejected.reason', { reason: isolate(latest.reason) })}</Text> : null}
            <Text>{t('apply.rejected.again')}</Text>
          </Stack>
        ) : null}
        <ApplicationForm initial={latest ? fromApplication(latest) : fromAccount(user)} signedIn={user !== null} returnTo={pathname} onSubmitted={setSubmitted} />
      </Stack>
    </Panel>
  );
}

const REASONS = [
  { key: 'reach', icon: <LuUsers /> },
  { key: 'reputation', icon: <LuMedal /> },
  { key: 'languages', icon: <LuGlobe /> },
] as const;

function WhyWriteForUs() {
  const { t } = useTranslation();
  return (
    <Panel title={t('apply.why.title')}>
      <Stack as="ul" gap="4" listStyleType="none">
        {REASONS.map((reason) => (
          <HStack as="li" key={reason.key} align="start" gap="3">
            <Text as="span" fontSize="xl" color="brand.fg" mt="0.5" aria-hidden>
              {reason.icon}
            </Text>
            <Stack gap="0.5">
              <Text fontWeight="semibold">{t(`apply.why.${reason.key}`)}</Text>
              <Text textStyle="sm" color="fg.muted">
                {t(`apply.why.${reason.key}Text`)}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Panel>
  );
}

/** /journalist-apply: anyone may read it; applying needs an account (spec section 6). */
export default function JournalistApplyPage() {
  const { t } = useTranslation();
  usePageTitle(t('footer.becomeJournalist'));
  const { user, isLoading } = useCurrentUser();
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size="3xl">
            {t('apply.title')}
          </Heading>
          <Intro />
        </Stack>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
          {isLoading ? <PanelLoading /> : <ApplicationArea user={user} />}
          <WhyWriteForUs />
        </Grid>
      </Stack>
    </Container>
  );
}
