import { H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type MicronutrientRecommendation_dose$key } from './__generated__/MicronutrientRecommendation_dose.graphql';
import { DoseExplanation } from './DoseExplanation';
import { DoseWarningsCallout } from './DoseWarnings';
import { formatDose } from './micronutrientEdits';

interface Props {
  /** The patient's row of this micronutrient; null when the patient has none. */
  doseRef: MicronutrientRecommendation_dose$key | null;
  unit: string;
}

/** On the micronutrient's page: the patient's recommended and current dose, why, and the warnings. */
export function MicronutrientRecommendation({ doseRef, unit }: Props) {
  const { t } = useTranslation();
  const dose = useFragment(
    graphql`
      fragment MicronutrientRecommendation_dose on PatientMicronutrient {
        current_value
        recommended_value
        warnings
        explanation {
          ...DoseExplanation_explanation
        }
      }
    `,
    doseRef,
  );
  const recommended = dose?.recommended_value;
  return (
    <section className="micronutrient-recommendation">
      <H4>{t('recipe.recommendation.title')}</H4>
      <dl className="micronutrient-facts">
        <dt>{t('recipe.recommendation.recommended')}</dt>
        <dd>
          {recommended === null || recommended === undefined
            ? t('recipe.recommendation.none')
            : `${formatDose(recommended)} ${unit}`}
        </dd>
        <dt>{t('recipe.recommendation.current')}</dt>
        {/* Like the list: a patient without a value has 0. */}
        <dd>{`${formatDose(dose?.current_value ?? 0)} ${unit}`}</dd>
      </dl>
      <DoseWarningsCallout warnings={dose?.warnings ?? []} />
      {dose?.explanation && <DoseExplanation explanationRef={dose.explanation} unit={unit} />}
    </section>
  );
}
