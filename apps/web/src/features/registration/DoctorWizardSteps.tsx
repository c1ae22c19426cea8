import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IdMultiSelectField, type NamedItem } from '../../forms/IdMultiSelectField';
import { PersonalFields, type PersonalForm } from '../account/PersonalFields';
import { OfficeFields } from '../medical-centers/OfficeFields';
import { type OfficeForm } from '../medical-centers/officeValues';
import { StepList } from '../../shared/layout/StepList';
import { canGoBack, canSkip, lastStep, registrationSteps } from './registrationWizard';
import { type DoctorWizard, type DoctorWizardForm } from './useDoctorWizard';

interface Props {
  control: Control<DoctorWizardForm>;
  wizard: DoctorWizard;
  specializations: readonly NamedItem[];
  certifications: readonly NamedItem[];
  /** The fourth step: the self-registration's account, or the invitation's e-mail. */
  accountStep: ReactNode;
  submitText: string;
  submitting: boolean;
}

/** The steps and buttons of the 4-step doctor wizard; the form and its submit belong to the caller. */
export function DoctorWizardSteps(props: Props) {
  const { control, wizard, specializations, certifications, accountStep, submitText, submitting } = props;
  const { t } = useTranslation();
  const { index, step } = wizard;
  return (
    <>
      <StepList labels={registrationSteps.map((key) => t(`registration.steps.${key}`))} current={index} />
      {step === 'personal' && <PersonalFields control={control as unknown as Control<PersonalForm>} />}
      {step === 'office' && <OfficeFields control={control as unknown as Control<OfficeForm>} />}
      {step === 'additional' && (
        <>
          <p>{t('registration.additionalIntro')}</p>
          <IdMultiSelectField
            control={control}
            name="additional.specializations"
            label={t('profile.specializations')}
            items={specializations}
          />
          <IdMultiSelectField
            control={control}
            name="additional.certifications"
            label={t('profile.certifications')}
            items={certifications}
          />
        </>
      )}
      {step === 'account' && accountStep}
      <div className="wizard-actions">
        <div>
          {canGoBack(index) && (
            <Button icon="arrow-left" text={t('registration.back')} onClick={wizard.back} />
          )}
        </div>
        <ButtonGroup>
          {canSkip(index) && <Button variant="minimal" text={t('registration.skip')} onClick={wizard.skip} />}
          {index < lastStep ? (
            <Button
              intent={Intent.PRIMARY}
              endIcon="arrow-right"
              text={t('registration.next')}
              onClick={() => void wizard.next()}
            />
          ) : (
            <Button type="submit" intent={Intent.PRIMARY} loading={submitting} text={submitText} />
          )}
        </ButtonGroup>
      </div>
    </>
  );
}
