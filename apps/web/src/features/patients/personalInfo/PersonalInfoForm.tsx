import { Button, Callout, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../shared/dialogs/lazyDialog';
import { toast } from '../../../shared/toast/toast';
import { showValidationErrors } from '../../../forms/serverErrors';
import {
  formValuesOf,
  type PatientFormValues,
  patientInput,
  patientValidationFields,
} from '../form/patientForm';
import { PersonalDataFields } from '../form/PersonalDataFields';
import { type PersonalInfoForm_patient$key } from './__generated__/PersonalInfoForm_patient.graphql';
import { useUpdatePatientMutation } from './useUpdatePatientMutation';

const RemovePatientDialog = lazyDialog(() => import('../remove/RemovePatientDialog'), 'RemovePatientDialog');

interface Props {
  patientRef: PersonalInfoForm_patient$key;
}

/** Read-only until 'Bearbeiten'; cancel resets; delete opens the remove/delete dialog (action=delete). */
export function PersonalInfoForm({ patientRef }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patient = useFragment(
    graphql`
      fragment PersonalInfoForm_patient on Patient {
        id
        salutation
        title
        first_name
        last_name
        email
        country_code
        phone_number
        date_of_birth
        biological_sex
        height
        weight
        address
        zip_code
        city
        country
        shippingAddress {
          address
          zip_code
          city
          country {
            id
          }
        }
      }
    `,
    patientRef,
  );
  const values = useMemo(() => formValuesOf(patient), [patient]);
  const form = useForm<PatientFormValues>({
    values,
    mode: 'onTouched',
    resetOptions: { keepDirtyValues: true },
  });
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string[]>([]);
  const [updatePatient, saving] = useUpdatePatientMutation();
  const actions = useActionParam(['delete']);

  const cancel = () => {
    form.reset(values);
    setFormError([]);
    setEditing(false);
  };

  const save = form.handleSubmit((submitted) => {
    setFormError([]);
    updatePatient({
      variables: { id: patient.id, input: patientInput(submitted) },
      onCompleted: () => {
        toast.success(t('patients.personalInfo.saved'));
        setEditing(false);
      },
      onError: (error) => setFormError(showValidationErrors(error, form.setError, patientValidationFields)),
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <PersonalDataFields readOnly={!editing} />
        {formError.length > 0 && <Callout intent={Intent.DANGER}>{formError.join(' ')}</Callout>}
        <div className="form-actions">
          {/* Keys keep 'Bearbeiten' from turning into the submit button during its own click. */}
          {editing ? (
            <>
              <Button
                key="cancel"
                text={t('patients.personalInfo.cancel')}
                onClick={cancel}
                disabled={saving}
              />
              <Button
                key="save"
                type="submit"
                intent={Intent.PRIMARY}
                text={t('patients.personalInfo.save')}
                loading={saving}
              />
            </>
          ) : (
            <>
              <Button
                key="delete"
                intent={Intent.DANGER}
                variant="outlined"
                text={t('patients.personalInfo.delete')}
                onClick={() => actions.open('delete')}
              />
              <Button
                key="edit"
                intent={Intent.PRIMARY}
                icon="edit"
                text={t('patients.personalInfo.edit')}
                onClick={() => setEditing(true)}
              />
            </>
          )}
        </div>
      </form>
      {actions.action === 'delete' && (
        <RemovePatientDialog
          patientId={patient.id}
          onClose={() => actions.close()}
          onDone={() => void navigate('/patients')}
        />
      )}
    </FormProvider>
  );
}
