import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { IdMultiSelectField } from '../../forms/IdMultiSelectField';
import { useLoadCountries } from '../../shared/countries/useCountries';
import { OfficeFields } from '../practice/OfficeFields';
import { emptyOffice, type OfficeForm } from '../practice/officeValues';
import { PersonalFields, type PersonalForm } from '../account/PersonalFields';
import { AccountStep } from './AccountStep';
import { registerInput, type RegistrationForm } from './registerInput';
import {
  canGoBack,
  canSkip,
  lastStep,
  officeNameOnEnter,
  skippedAdditional,
  stepAt,
} from './registrationWizard';
import { StepList } from './StepList';
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
  const [index, setIndex] = useState(0);
  const earlierPrefill = useRef<string | null>(null);
  const { control, trigger, getValues, setValue, handleSubmit } = useForm<RegistrationForm>({
    defaultValues,
    mode: 'onTouched',
  });
  const [register, inFlight] = useRegisterMutation();
  const step = stepAt(index);

  const goTo = (next: number) => {
    if (stepAt(next) === 'office') {
      const { first_name, last_name } = getValues('personal');
      const current = getValues('office.name');
      const name = officeNameOnEnter(current, first_name, last_name, earlierPrefill.current);
      if (name !== current) {
        earlierPrefill.current = name;
        setValue('office.name', name);
      }
    }
    setIndex(next);
  };
  const next = async () => {
    if (await trigger(step === 'account' ? undefined : step)) goTo(index + 1);
  };
  const skip = () => {
    setValue('additional', skippedAdditional());
    goTo(index + 1);
  };
  const submit = handleSubmit(async (values) => {
    try {
      await register({ input: registerInput(values, registrationToken) });
      await navigate('/register/success', { replace: true });
    } catch {
      // Told by the error catalogue.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <StepList current={index} />
      {step === 'personal' && <PersonalFields control={control as unknown as Control<PersonalForm>} />}
      {step === 'office' && <OfficeFields control={control as unknown as Control<OfficeForm>} />}
      {step === 'additional' && (
        <>
          <p>{t('registration.additionalIntro')}</p>
          <IdMultiSelectField
            control={control}
            name="additional.specializations"
            label={t('profile.specializations')}
            items={data.specializations.data.map(({ id, name }) => ({ id, name }))}
          />
          <IdMultiSelectField
            control={control}
            name="additional.certifications"
            label={t('profile.certifications')}
            items={data.certifications.data.map(({ id, name }) => ({ id, name }))}
          />
        </>
      )}
      {step === 'account' && <AccountStep control={control} consentsRef={data.consents.data} />}
      <div className="wizard-actions">
        <div>
          {canGoBack(index) && (
            <Button icon="arrow-left" text={t('registration.back')} onClick={() => setIndex(index - 1)} />
          )}
        </div>
        <ButtonGroup>
          {canSkip(index) && <Button variant="minimal" text={t('registration.skip')} onClick={skip} />}
          {index < lastStep ? (
            <Button
              intent={Intent.PRIMARY}
              endIcon="arrow-right"
              text={t('registration.next')}
              onClick={next}
            />
          ) : (
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              loading={inFlight}
              text={t('registration.submit')}
            />
          )}
        </ButtonGroup>
      </div>
    </form>
  );
}
