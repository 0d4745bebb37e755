import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/Panel';
import { SettingSwitch } from '../../../components/SettingSwitch';
import { setDataSaver, useDataSaver } from '../../../lib/data-saver';

/** The data saver is this phone's setting, not the account's: a fan on Wi-Fi at home may want pictures there. */
export function DataSaverCard() {
  const { t } = useTranslation();
  return (
    <Panel title={t('offline.dataSaver.title')}>
      <SettingSwitch label={t('offline.dataSaver.title')} help={t('offline.dataSaver.description')} checked={useDataSaver()} onChange={setDataSaver} />
    </Panel>
  );
}
