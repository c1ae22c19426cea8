import { Button, ButtonGroup, Callout, Card, H2, H3, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useActionParam } from '../../shared/actions/useActionParam';
import { ChangePatientPasswordDialog } from './ChangePatientPasswordDialog';
import { DeletePatientAccountDialog } from './DeletePatientAccountDialog';
import { PatientConsentsSection } from './PatientConsentsSection';
import { PatientDataExportSection } from './PatientDataExportSection';
import { patientAccountActions } from './patientAccountActions';
import { type PatientMe } from './patientApi';
import { practiceName } from './practiceName';
import { usePatientMe } from './usePatientMe';

/**
 * `/patient/account-settings` (`?action=change_password|delete_account`): the patient's own account in three
 * sections: Konto (details, password, deletion), Einwilligungen (consents and their withdrawal), Meine Daten
 * (the data export).
 */
export function PatientAccountSettingsPage() {
  const { t } = useTranslation();
  const actions = useActionParam(patientAccountActions);
  const { action } = actions;
  const { state, reload } = usePatientMe();
  return (
    <div className="settings-page">
      <H2>{t('patientPortal.account.title')}</H2>
      <section aria-labelledby="patient-account-heading">
        <H3 id="patient-account-heading">{t('patientData.account.heading')}</H3>
        <Card>
          {state.status === 'loading' && <Spinner className="page-spinner" />}
          {state.status === 'failed' && (
            <Callout intent={Intent.DANGER}>
              <p>{t('patientPortal.account.loadFailed')}</p>
              <Button icon="refresh" text={t('patientPortal.account.reload')} onClick={reload} />
            </Callout>
          )}
          {state.status === 'loaded' && <AccountDetails me={state.me} />}
          <ButtonGroup className="account-buttons">
            <Button
              icon="key"
              text={t('patientPortal.account.changePassword')}
              onClick={() => actions.open('change_password')}
            />
            <Button
              icon="trash"
              intent={Intent.DANGER}
              variant="outlined"
              text={t('patientPortal.account.deleteAccount')}
              onClick={() => actions.open('delete_account')}
            />
          </ButtonGroup>
        </Card>
      </section>
      <PatientConsentsSection />
      <PatientDataExportSection />
      {action === 'change_password' && <ChangePatientPasswordDialog onClose={() => actions.close()} />}
      {action === 'delete_account' && <DeletePatientAccountDialog onClose={() => actions.close()} />}
    </div>
  );
}

function AccountDetails({ me }: { me: PatientMe }) {
  const { t } = useTranslation();
  return (
    <dl className="patient-account-details">
      <dt>{t('patientPortal.account.name')}</dt>
      <dd data-field="name">{`${me.first_name} ${me.last_name}`}</dd>
      <dt>{t('patientPortal.account.email')}</dt>
      <dd data-field="email">{me.email}</dd>
      <dt>{t('patientPortal.account.practice')}</dt>
      <dd data-field="practice">{practiceName(me) ?? t('patientPortal.account.noPractice')}</dd>
      {/* Secondary: most patients log in with their e-mail address. */}
      <dt className="patient-account-secondary">{t('patientData.account.usernameSecondary')}</dt>
      <dd data-field="username" className="patient-account-secondary">
        <code>{me.guid}</code>
      </dd>
    </dl>
  );
}
