import { type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField';
import { type BodyMeasuresForm, heightProblem, type MeasureProblem, weightProblem } from './bodyMeasures';

// The bounds' messages are the API's own (the spec's German texts), so the form and the server say the same.
const heightMessages = {
  required: 'validation.required',
  number: 'questionnaireLink.fill.heightNumber',
  min: 'errors.questionnaireLinks.heightMin',
  max: 'errors.questionnaireLinks.heightMax',
} as const satisfies Record<MeasureProblem, string>;

const weightMessages = {
  required: 'validation.required',
  number: 'questionnaireLink.fill.weightNumber',
  min: 'errors.questionnaireLinks.weightMin',
  max: 'errors.questionnaireLinks.weightMax',
} as const satisfies Record<MeasureProblem, string>;

/** Height and weight with the questionnaire's own bounds (50-300 cm, 25-500 kg). */
export function BodyMeasuresFields({ control }: { control: Control<BodyMeasuresForm> }) {
  const { t } = useTranslation();
  return (
    <div className="questionnaire-link-measures">
      <TextField
        control={control}
        name="height"
        label={t('questionnaireLink.fill.height')}
        inputMode="numeric"
        rules={{
          validate: (value: string) => {
            const problem = heightProblem(value);
            return problem === null || t(heightMessages[problem]);
          },
        }}
      />
      <TextField
        control={control}
        name="weight"
        label={t('questionnaireLink.fill.weight')}
        inputMode="decimal"
        rules={{
          validate: (value: string) => {
            const problem = weightProblem(value);
            return problem === null || t(weightMessages[problem]);
          },
        }}
      />
    </div>
  );
}
