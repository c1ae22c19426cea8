import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useLoadCountries } from '../../shared/countries/useCountries';
import { emptyOffice } from '../medical-centers/officeValues';
import { AccountStep } from './AccountStep';
import { DoctorWizardSteps } from './DoctorWizardSteps';
import { registerInput, type RegistrationForm } from './registerInput';
import { skippedAdditional } from './registrationWizard';
import { type DoctorWizardForm, useDoctorWizard } from './useDoctorWizard';
import { useRegisterMutation } from './useRegisterMutation';
import { type RegistrationWizardQuery } from './__generated__/RegistrationWizardQuery.graphql';

const defaultValues: RegistrationForm = {
  personal: { salutation: '', title: '', first_name: '', last_name: '' },
  office: emptyOffice,
  additional: skippedAdditional(),
  account: { email: '', password: '', password_confirmation: '', consents: [] },
};

export function RegistrationWizard({ registrationToken }: { registrationToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Started beside the wizard's query, so that the practice step does not wait for the countries.
  useLoadCountries();
  const data = useLazyLoadQuery<RegistrationWizardQuery>(
    graphql`
      query RegistrationWizardQuery {
        specializations(first: 100) {
          data {
            id
            name
          }
        }
        certifications(first: 100) {
          data {
            id
            name
          }
        }
        consents(type: UserRegistration, first: 100) {
          data {
            ...AccountStep_consents
          }
        }
      }
    `,
    {},
  );
  const form = useForm<RegistrationForm>({ defaultValues, mode: 'onTouched' });
  const wizard = useDoctorWizard(form as unknown as UseFormReturn<DoctorWizardForm>);
  const [register, inFlight] = useRegisterMutation();
  const submit = form.handleSubmit(async (values) => {
    try {
      await register({ input: registerInput(values, registrationToken) });
      await navigate('/register/success', { replace: true });
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <DoctorWizardSteps
        control={form.control as unknown as UseFormReturn<DoctorWizardForm>['control']}
        wizard={wizard}
        specializations={data.specializations.data}
        certifications={data.certifications.data}
        accountStep={<AccountStep control={form.control} consentsRef={data.consents.data} />}
        submitText={t('registration.submit')}
        submitting={inFlight}
      />
    </form>
  );
}
