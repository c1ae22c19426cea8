import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { type MicronutrientsTable_doses$key } from './__generated__/MicronutrientsTable_doses.graphql';
import { type MicronutrientsTableQuery } from './__generated__/MicronutrientsTableQuery.graphql';
import { DoseEditor } from './DoseEditor';
import { DoseExplanationButton } from './DoseExplanationButton';
import { DoseWarningsTag } from './DoseWarnings';
import {
  type DoseEdits,
  type DoseRow,
  formatDose,
  removeDose,
  resetDose,
  setDose,
  valueOf,
} from './micronutrientEdits';

// Spec section 9: micronutrients 100 per fetch.
const CATALOGUE_SIZE = 100;

export const micronutrientColumns = ['name', 'current', 'recommended', 'range'] as const;

interface Props {
  patientId: string;
  search: string;
  dosesRef: MicronutrientsTable_doses$key;
  editing: boolean;
  locked: boolean;
  edits: DoseEdits;
  onEdits: (edits: DoseEdits) => void;
}

function NameLink({ to, name }: { to: string; name: string }) {
  return <a {...useInternalLink(to)}>{name}</a>;
}

/** The micronutrients with the patient's current and recommended values; sliders in edit mode. */
export function MicronutrientsTable({ patientId, search, dosesRef, editing, locked, edits, onEdits }: Props) {
  const { t } = useTranslation();
  const doses = useFragment(
    graphql`
      fragment MicronutrientsTable_doses on PatientMicronutrient @relay(plural: true) {
        micronutrient_id
        current_value
        recommended_value
        warnings
        explanation {
          ...DoseExplanationButton_explanation
        }
      }
    `,
    dosesRef,
  );
  const { micronutrients } = useLazyLoadQuery<MicronutrientsTableQuery>(
    graphql`
      query MicronutrientsTableQuery($first: Int!, $search: String) {
        micronutrients(first: $first, search: $search) {
          data {
            id
            name
            formattedUnit
            min_value
            max_value
          }
        }
      }
    `,
    { first: CATALOGUE_SIZE, search: search || null },
    // The catalogue does not change while the portal is open (spec section 9: cached indefinitely).
    { fetchPolicy: 'store-or-network' },
  );
  if (!micronutrients.data.length)
    return search ? (
      <NonIdealState icon="search" title={t('micronutrients.notFound')} />
    ) : (
      <NonIdealState icon="heatmap" title={t('micronutrients.empty')} />
    );
  const byId = new Map(doses.map((dose) => [dose.micronutrient_id, dose]));
  return (
    <HTMLTable className="results-table micronutrients-table" striped>
      <thead>
        <tr>
          {micronutrientColumns.map((column) => (
            <th key={column} className={column === 'name' ? undefined : 'numeric'}>
              {t(`micronutrients.columns.${column}`)}
            </th>
          ))}
          {editing && <th>{t('micronutrients.columns.actions')}</th>}
        </tr>
      </thead>
      <tbody>
        {micronutrients.data.map((micronutrient) => {
          const dose = byId.get(micronutrient.id);
          const row: DoseRow = {
            id: micronutrient.id,
            current: dose?.current_value ?? 0,
            recommended: dose?.recommended_value ?? null,
            min: micronutrient.min_value,
            max: micronutrient.max_value,
          };
          const unit = micronutrient.formattedUnit;
          return (
            <tr key={micronutrient.id} className={micronutrient.id in edits ? 'dose-changed' : undefined}>
              <td>
                <NameLink
                  to={`/patients/${patientId}/micronutrients/${micronutrient.id}`}
                  name={micronutrient.name}
                />{' '}
                <DoseWarningsTag warnings={dose?.warnings ?? []} />
              </td>
              <td className="numeric">
                {formatDose(valueOf(row, edits))} {unit}
              </td>
              <td className="numeric">
                {row.recommended === null
                  ? t('micronutrients.noRecommendation')
                  : `${formatDose(row.recommended)} ${unit}`}
                {dose?.explanation && (
                  <DoseExplanationButton
                    explanationRef={dose.explanation}
                    name={micronutrient.name}
                    unit={unit}
                  />
                )}
              </td>
              <td className="numeric">
                {formatDose(row.min)} – {formatDose(row.max)} {unit}
              </td>
              {editing && (
                <td>
                  <DoseEditor
                    row={row}
                    name={micronutrient.name}
                    unit={unit}
                    edits={edits}
                    disabled={locked}
                    onChange={(value) => onEdits(setDose(edits, row, value))}
                    onReset={() => onEdits(resetDose(edits, row))}
                    onRemove={() => onEdits(removeDose(edits, row))}
                  />
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}
