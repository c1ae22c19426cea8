import {
  AnchorButton,
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  H5,
  Intent,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLoadCountries } from '../../../shared/countries/useCountries';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { PersonalDataFields } from '../form/PersonalDataFields';
import { showValidationErrors } from '../../../forms/serverErrors';
import { patientValidationFields } from '../form/patientForm';
import { QuestionPage } from '../lifestyle/QuestionPage';
import { useQuestionnaire } from '../lifestyle/useQuestionnaire';
import { type NewPatientStepsQuery } from './__generated__/NewPatientStepsQuery.graphql';
import { ConsentCheckboxes } from '../../catalog/ConsentCheckboxes';
import { createPatientInput, emptyNewPatient, type NewPatientValues } from './newPatientValues';
import { useCreatePatientMutation } from './useCreatePatientMutation';
import { firstStep, nextStep, previousStep, savesOnSubmit, type WizardStep } from './wizardSteps';
import { SuccessIcon } from '../../../shared/status';

interface Props {
  fetchKey: number;
  onClose: () => void;
  onCreated: () => void;
}

export function NewPatientSteps({ fetchKey, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  useLoadCountries();
  const data = useLazyLoadQuery<NewPatientStepsQuery>(
    graphql`
      query NewPatientStepsQuery {
        consents(type: NewPatient, first: 100) {
          data {
            ...ConsentCheckboxes_consents
          }
        }
      }
    `,
    {},
    { fetchKey },
  );
  const form = useForm<NewPatientValues>({ defaultValues: emptyNewPatient, mode: 'onTouched' });
  const questionnaire = useQuestionnaire();
  const [step, setStep] = useState<WizardStep>(firstStep);
  const [formError, setFormError] = useState<string[]>([]);
  const [createPatient, saving] = useCreatePatientMutation();

  const save = () => {
    const values = form.getValues();
    if (values.sex === '') return;
    setFormError([]);
    createPatient({
      variables: { input: createPatientInput(values, questionnaire.payload(values.sex)) },
      onCompleted: ({ createPatient: patient }) => {
        onCreated();
        setStep({ kind: 'success', patientId: patient.id });
      },
      onError: (error) => {
        // The server checks the personal data again; its messages belong on page 0.
        setFormError(showValidationErrors(error, form.setError, patientValidationFields));
        setStep(firstStep);
      },
    });
  };

  const next = form.handleSubmit(() => {
    if (savesOnSubmit(step, questionnaire.lastPage ?? Infinity)) save();
    else setStep(nextStep(step));
  });

  if (step.kind === 'success')
    return <Success patientId={step.patientId} name={form.getValues()} onClose={onClose} />;

  const sex = form.getValues('sex');
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void next(event)} noValidate>
        <DialogBody>
          {step.kind === 'personalData' ? (
            <>
              <H5>{t('patients.wizard.personalData')}</H5>
              <PersonalDataFields />
              <FormGroup label={t('patients.wizard.consents')}>
                <ConsentCheckboxes consentsRef={data.consents.data} control={form.control} name="consents" />
              </FormGroup>
              {formError.length > 0 && <Callout intent={Intent.DANGER}>{formError.join(' ')}</Callout>}
            </>
          ) : (
            <>
              <H5>
                {t('patients.wizard.questionnaire', {
                  page: step.page,
                  lastPage: questionnaire.lastPage ?? '…',
                })}
              </H5>
              <Suspense fallback={<NonIdealState icon={<Spinner />} />}>
                {sex !== '' && (
                  <QuestionPage
                    sex={sex}
                    page={step.page}
                    answers={questionnaire.answers}
                    readOnly={false}
                    knownQuestions={questionnaire.knownQuestions}
                    onChange={questionnaire.onChange}
                    onLoaded={questionnaire.onLoaded}
                  />
                )}
              </Suspense>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              {step.kind !== 'personalData' && (
                <Button
                  text={t('patients.wizard.back')}
                  onClick={() => setStep(previousStep(step))}
                  disabled={saving}
                />
              )}
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={saving}
                text={
                  savesOnSubmit(step, questionnaire.lastPage ?? Infinity)
                    ? t('patients.wizard.save')
                    : t('patients.wizard.next')
                }
              />
            </>
          }
        />
      </form>
    </FormProvider>
  );
}

function Success({
  patientId,
  name,
  onClose,
}: {
  patientId: string;
  name: NewPatientValues;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const record = useInternalLink(`/patients/${patientId}/personal-info`);
  return (
    <DialogBody>
      <NonIdealState
        icon={<SuccessIcon />}
        title={t('patients.wizard.successTitle')}
        description={t('patients.wizard.success', { name: `${name.firstName} ${name.lastName}` })}
        action={
          <>
            <Button text={t('patients.wizard.close')} onClick={onClose} />
            <AnchorButton intent={Intent.PRIMARY} text={t('patients.wizard.toPatient')} {...record} />
          </>
        }
      />
    </DialogBody>
  );
}
