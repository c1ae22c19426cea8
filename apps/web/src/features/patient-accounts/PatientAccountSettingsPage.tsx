import { Button, ButtonGroup, Callout, Card, H2, Intent, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useActionParam } from '../../shared/actions/useActionParam';
import { ChangePatientPasswordDialog } from './ChangePatientPasswordDialog';
import { DeletePatientAccountDialog } from './DeletePatientAccountDialog';
import { patientAccountActions } from './patientAccountActions';
import { type PatientMe } from './patientApi';
import { practiceName } from './practiceName';
import { usePatientMe } from './usePatientMe';

/** `/patient/account-settings` (`?action=change_password|delete_account`): the patient's own account. */
export function PatientAccountSettingsPage() {
  const { t } = useTranslation();
  const actions = useActionParam(patientAccountActions);
  const { action } = actions;
  const { state, reload } = usePatientMe();
  return (
    <div className="settings-page">
      <H2>{t('patientPortal.account.title')}</H2>
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
      <dt>{t('patientPortal.account.username')}</dt>
      <dd data-field="username">
        <code>{me.guid}</code>
      </dd>
      <dt>{t('patientPortal.account.email')}</dt>
      <dd data-field="email">{me.email}</dd>
      <dt>{t('patientPortal.account.practice')}</dt>
      <dd data-field="practice">{practiceName(me) ?? t('patientPortal.account.noPractice')}</dd>
    </dl>
  );
}
