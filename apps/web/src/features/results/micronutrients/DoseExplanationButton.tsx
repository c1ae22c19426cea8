import { Button, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type DoseExplanationButton_explanation$key } from './__generated__/DoseExplanationButton_explanation.graphql';
import { DoseExplanation } from './DoseExplanation';

interface Props {
  explanationRef: DoseExplanationButton_explanation$key;
  /** The micronutrient's name, for the button's label. */
  name: string;
  unit: string;
}

/** An info button next to a dose; the explanation opens in a popover so that tables stay compact. */
export function DoseExplanationButton({ explanationRef, name, unit }: Props) {
  const { t } = useTranslation();
  const explanation = useFragment(
    graphql`
      fragment DoseExplanationButton_explanation on DoseExplanation {
        ...DoseExplanation_explanation
      }
    `,
    explanationRef,
  );
  return (
    <PopoverNext
      placement="bottom"
      content={
        <div className="dose-explanation-popover">
          <DoseExplanation explanationRef={explanation} unit={unit} />
        </div>
      }
    >
      <Button
        size="small"
        variant="minimal"
        icon="info-sign"
        aria-label={t('recipe.explanation.open', { name })}
        title={t('recipe.explanation.open', { name })}
      />
    </PopoverNext>
  );
}
