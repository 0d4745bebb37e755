import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert';
import { useJoinLeague } from '../api/join-league';
import { inviteCodeFrom } from '../lib/invite';

/** Joining with the code a friend gave, or the whole link pasted; the fan lands on the league's page. */
export function JoinByCodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinLeague();
  const [typed, setTyped] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = inviteCodeFrom(typed);
    setMissing(!code);
    if (code) join.mutate({ code }, { onSuccess: (league) => void navigate(`/leagues/${league.id}`) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('leagues.join.title')}>
      <Stack gap="4">
        <Field.Root invalid={missing} required disabled={join.isPending}>
          <Field.Label>
            {t('leagues.join.code')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="code"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setMissing(false);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
          />
          {missing ? <Field.ErrorText>{t('leagues.join.codeMissing')}</Field.ErrorText> : <Field.HelperText>{t('leagues.join.codeHint')}</Field.HelperText>}
        </Field.Root>
        {join.isError ? <ApiErrorAlert error={join.error} /> : null}
        <Button type="submit" colorPalette="brand" variant="outline" alignSelf="start" loading={join.isPending} loadingText={t('leagues.join.submitting')}>
          {t('leagues.join.submit')}
        </Button>
      </Stack>
    </form>
  );
}
