import { AnchorButton, Button, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type MedicationRow_result$key } from './__generated__/MedicationRow_result.graphql';
import { InterpretationDetails } from './InterpretationDetails';
import { InterpretationTag } from './InterpretationTag';

const parts = ['effect', 'breakdown', 'dosis'] as const;

interface Props {
  resultRef: MedicationRow_result$key;
  onOrderAnalysis: () => void;
}

/** One medication: effect, breakdown and dosis as words in their colours; the chapter texts when opened. */
export function MedicationRow({ resultRef, onOrderAnalysis }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const result = useFragment(
    graphql`
      fragment MedicationRow_result on MedicationResult {
        medication {
          name_de
          atcCode
        }
        effect {
          ...InterpretationTag_interpretation
          ...InterpretationDetails_interpretation
        }
        breakdown {
          ...InterpretationTag_interpretation
          ...InterpretationDetails_interpretation
        }
        dosis {
          ...InterpretationTag_interpretation
          ...InterpretationDetails_interpretation
        }
      }
    `,
    resultRef,
  );
  const interpretations = { effect: result.effect, breakdown: result.breakdown, dosis: result.dosis };
  const analysed = parts.some((part) => interpretations[part] != null);
  return (
    <>
      <tr>
        <td>
          {analysed && (
            <Button
              variant="minimal"
              size="small"
              icon={open ? 'chevron-down' : 'chevron-right'}
              aria-expanded={open}
              aria-label={t(open ? 'medication.hideDetails' : 'medication.showDetails')}
              onClick={() => setOpen(!open)}
            />
          )}
          {result.medication.name_de}
          {result.medication.atcCode && (
            <span className={`atc-code ${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>
              {' '}
              {t('medication.atc', { code: result.medication.atcCode })}
            </span>
          )}
        </td>
        {analysed ? (
          parts.map((part) => (
            <td key={part}>
              <InterpretationTag interpretationRef={interpretations[part]} />
            </td>
          ))
        ) : (
          <td colSpan={parts.length}>
            <strong className="not-analysed">{t('medication.notAnalysed')}</strong>{' '}
            <span className="not-analysed">{t('medication.notAnalysedHint')}</span>{' '}
            <AnchorButton
              variant="minimal"
              intent="primary"
              size="small"
              text={t('medication.orderAnalysis')}
              onClick={onOrderAnalysis}
            />
          </td>
        )}
      </tr>
      {open && (
        <tr className="medication-details">
          <td colSpan={parts.length + 1}>
            {parts.map((part) => (
              <InterpretationDetails
                key={part}
                label={t(`medication.columns.${part}`)}
                interpretationRef={interpretations[part]}
              />
            ))}
          </td>
        </tr>
      )}
    </>
  );
}
