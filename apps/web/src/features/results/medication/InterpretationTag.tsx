import { Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type InterpretationTag_interpretation$key } from './__generated__/InterpretationTag_interpretation.graphql';
import { resultLook } from './medicationResult';

/** One of effect, breakdown and dosis: the result's word in its colour with an icon; the chapter text on hover. */
export function InterpretationTag({
  interpretationRef,
}: {
  interpretationRef: InterpretationTag_interpretation$key | null | undefined;
}) {
  const { t } = useTranslation();
  const interpretation = useFragment(
    graphql`
      fragment InterpretationTag_interpretation on MedicationInterpretation {
        chapter_text
        result
        result_text
      }
    `,
    interpretationRef,
  );
  if (!interpretation) return <span className="not-analysed">{t('medication.notAnalysed')}</span>;
  const look = resultLook(interpretation.result);
  return (
    <Tooltip content={interpretation.chapter_text} placement="top">
      <Tag intent={look.intent} icon={look.icon} round>
        {interpretation.result_text}
      </Tag>
    </Tooltip>
  );
}
