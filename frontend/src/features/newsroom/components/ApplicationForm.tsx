import { APPLICATION_LIMITS, EXPERIENCE_OPTIONS, SPECIALIZATION_OPTIONS, type JournalistApplicationResponse } from '@isl/contracts';
import { Alert, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorizedError } from '../../../lib/api-client';
import { apiErrorKeys } from '../../../lib/api-error-message';
import { formatNumber } from '../../../lib/format-number';
import { useLanguage } from '../../../lib/language-store';
import { signInPath } from '../../../lib/navigation';
import { handleUnauthorized, notify } from '../../../lib/toaster';
import { useApplyAsJournalist } from '../api/apply-as-journalist';
import { useApplicationDraftStore } from '../hooks/application-draft-store';
import {
  applicationProblems,
  applicationRequest,
  fieldsRefusedByServer,
  withDraft,
  type ApplicationField,
  type ApplicationProblems,
  type ApplicationValues,
  type FieldProblem,
} from '../lib/application-form';

interface ApplicationFormProps {
  initial: ApplicationValues;
  signedIn: boolean;
  /** Where signing in comes back to (this page). */
  returnTo: string;
  onSubmitted: (application: JournalistApplicationResponse) => void;
}

/** Shown to a visitor who submits: applying needs an account, and what they typed waits for them here. */
function SignInFirst({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('apply.signInFirst.title')}</Alert.Title>
        <Alert.Description>{t('apply.signInFirst.text')}</Alert.Description>
        <Button asChild colorPalette="brand" size="sm" alignSelf="start">
          {/* A full navigation: /api/login is the server's (it may send the browser on to an account provider). */}
          <a href={signInPath(returnTo)}>{t('apply.signInFirst.action')}</a>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The application form (spec section 5): every field required but the portfolio, checked with the contracts'
 * bounds before sending and again by the server, whose refusal marks the fields it names. What is typed is kept
 * as a draft until it is sent: a visitor who submits is asked to sign in or create an account, and finds the
 * form as they left it when they come back; so does a fan whose session ran out (the 401 rule).
 */
export function ApplicationForm({ initial, signedIn, returnTo, onSubmitted }: ApplicationFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const apply = useApplyAsJournalist();
  const draft = useApplicationDraftStore();
  const [values, setValues] = useState(() => withDraft(initial, draft.values));
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<ApplicationField[]>([]);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  const problems: ApplicationProblems = checked ? applicationProblems(values) : {};
  for (const field of refused) problems[field] ??= { problem: 'rejected' };

  const problemText = (problem: FieldProblem) => {
    if (problem.problem === 'tooShort') return t('apply.problems.tooShort', { min: formatNumber(problem.min, language) });
    if (problem.problem === 'tooLong') return t('apply.problems.tooLong', { max: formatNumber(problem.max, language) });
    return t(`apply.problems.${problem.problem}`);
  };

  const set = (field: ApplicationField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    draft.save(next);
    setRefused((current) => current.filter((name) => name !== field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(applicationProblems(values)).length > 0) return;
    if (!signedIn) {
      draft.save(values);
      setAskedToSignIn(true);
      return;
    }
    apply.mutate(applicationRequest(values), {
      onSuccess: (application) => {
        draft.discard();
        const approved = application.status === 'approved';
        notify({ type: 'success', title: t('apply.toast.successTitle'), description: t(approved ? 'apply.toast.approved' : 'apply.toast.success') });
        onSubmitted(application);
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          handleUnauthorized(returnTo);
          return;
        }
        setRefused(fieldsRefusedByServer(error));
        notify({ type: 'error', title: t('apply.toast.errorTitle'), description: t(apiErrorKeys(error, undefined, 'apply.toast.error')) });
      },
    });
  };

  const field = (name: ApplicationField, control: ReactNode, options: { required?: boolean; hint?: string } = {}) => (
    <Field.Root invalid={Boolean(problems[name])} required={options.required ?? true}>
      <Field.Label>
        {t(`apply.fields.${name}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      {control}
      {problems[name] ? <Field.ErrorText>{problemText(problems[name])}</Field.ErrorText> : options.hint ? <Field.HelperText>{options.hint}</Field.HelperText> : null}
    </Field.Root>
  );
  const busy = apply.isPending;

  return (
    <form onSubmit={submit} noValidate aria-label={t('apply.formTitle')}>
      <Stack gap="4">
        {checked && Object.keys(problems).length > 0 ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('apply.fixFields')}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('firstName', <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} disabled={busy} />)}
          {field('lastName', <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} disabled={busy} />)}
        </SimpleGrid>
        {field('email', <Input name="email" type="email" autoComplete="email" dir="ltr" value={values.email} onChange={set('email')} disabled={busy} />, { hint: t('apply.hints.email') })}
        {field('workplace', <Input name="workplace" autoComplete="organization" placeholder={t('apply.placeholders.workplace')} value={values.workplace} onChange={set('workplace')} disabled={busy} />)}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field(
            'experience',
            <NativeSelect.Root disabled={busy}>
              <NativeSelect.Field name="experience" value={values.experience} onChange={set('experience')}>
                <option value="">{t('apply.placeholders.experience')}</option>
                {EXPERIENCE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t(`apply.experience.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field(
            'specialization',
            <NativeSelect.Root disabled={busy}>
              <NativeSelect.Field name="specialization" value={values.specialization} onChange={set('specialization')}>
                <option value="">{t('apply.placeholders.specialization')}</option>
                {SPECIALIZATION_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t(`apply.specializations.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
        </SimpleGrid>
        {field(
          'bio',
          <Textarea name="bio" minH="100px" placeholder={t('apply.placeholders.bio')} value={values.bio} onChange={set('bio')} disabled={busy} />,
          { hint: t('apply.hints.bio', { min: formatNumber(APPLICATION_LIMITS.bio.min, language), max: formatNumber(APPLICATION_LIMITS.bio.max, language) }) },
        )}
        {field('portfolio', <Input name="portfolio" type="url" autoComplete="url" dir="ltr" placeholder={t('apply.placeholders.portfolio')} value={values.portfolio} onChange={set('portfolio')} disabled={busy} />, {
          required: false,
        })}
        {askedToSignIn ? <SignInFirst returnTo={returnTo} /> : null}
        <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} loading={busy} loadingText={t('apply.submitting')}>
          {t('apply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
