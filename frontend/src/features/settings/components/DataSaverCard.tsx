import { Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { setDataSaver, useDataSaver } from '../../../lib/data-saver';

/** The data saver is this phone's setting, not the account's: a fan on Wi-Fi at home may want pictures there. */
export function DataSaverCard() {
  const { t } = useTranslation();
  const on = useDataSaver();
  const helpId = useId();
  return (
    <Panel title={t('offline.dataSaver.title')}>
      <Stack gap="2">
        <Switch.Root checked={on} onCheckedChange={(details) => setDataSaver(details.checked)} colorPalette="brand" aria-describedby={helpId}>
          <Switch.HiddenInput aria-describedby={helpId} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{t('offline.dataSaver.title')}</Switch.Label>
        </Switch.Root>
        <Text id={helpId} textStyle="sm" color="fg.muted" ps="11">
          {t('offline.dataSaver.description')}
        </Text>
      </Stack>
    </Panel>
  );
}
