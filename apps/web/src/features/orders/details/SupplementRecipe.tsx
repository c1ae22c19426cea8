import { Classes, H5, Tag } from '@blueprintjs/core';
import { formatDate, formatDateTime } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { DoseExplanationButton } from '../../results/micronutrients/DoseExplanationButton';
import { DoseWarningsCallout } from '../../results/micronutrients/DoseWarnings';
import { formatDose } from '../../results/micronutrients/micronutrientEdits';
import { productionStart } from '../startProduction/productionStart';
import { StartProductionButton } from '../startProduction/StartProductionButton';
import { type SupplementRecipe_part$key } from './__generated__/SupplementRecipe_part.graphql';
import './supplementRecipe.css';
import { DataTable, Td, Th } from '../../../shared/table';

interface Props {
  orderId: string;
  partRef: SupplementRecipe_part$key;
}

/**
 * The supplements part's recipe: each daily dose with its explanation and warnings, whether production is approved,
 * and 'Produktion starten'. Shown from the doctor's review (Delayed) on, when the recipe is made.
 */
export function SupplementRecipe({ orderId, partRef }: Props) {
  const { t } = useTranslation();
  const part = useFragment(
    graphql`
      fragment SupplementRecipe_part on NoiOrder {
        status
        ...productionStart_part
        ...StartProductionButton_part
        recipe {
          computed_at
          approved_at
          start_when_ready
          items {
            micronutrient_id
            name
            quantity
            formattedUnit
            warnings
            explanation {
              ...DoseExplanationButton_explanation
            }
          }
        }
      }
    `,
    partRef,
  );
  const { recipe } = part;
  // Before the recipe there is only something to say while production can be asked for.
  if (!recipe && productionStart(part).kind === 'hidden') return null;
  return (
    <section className="order-details-recipe">
      <div className="order-details-recipe-header">
        <H5>{t('recipe.order.title')}</H5>
        <StartProductionButton orderId={orderId} partRef={part} />
      </div>
      {recipe?.approved_at && (
        <Tag minimal intent="success" icon="tick">
          {t('recipe.order.approvedAt', { date: formatDate(recipe.approved_at) })}
        </Tag>
      )}
      {recipe?.start_when_ready && !recipe.approved_at && (
        <Tag minimal intent="primary" icon="time">
          {t('recipe.order.startWhenReady')}
        </Tag>
      )}
      {!recipe ? (
        <p className={Classes.TEXT_MUTED}>
          {t(part.status === 'WaitingForResults' ? 'recipe.order.notYet' : 'recipe.order.none')}
        </p>
      ) : recipe.items.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t('recipe.order.empty')}</p>
      ) : (
        <>
          <DataTable compact className="recipe-table">
            <thead>
              <tr>
                <Th>{t('recipe.order.ingredient')}</Th>
                <Th numeric>{t('recipe.order.quantity')}</Th>
                <Th>
                  <span className={Classes.TEXT_MUTED}>{t('recipe.order.explanation')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {recipe.items.map((item) => (
                <tr key={item.micronutrient_id}>
                  <Td>
                    {item.name}
                    <DoseWarningsCallout warnings={item.warnings} />
                  </Td>
                  <Td numeric>{`${formatDose(item.quantity)} ${item.formattedUnit}`}</Td>
                  <Td>
                    <DoseExplanationButton
                      explanationRef={item.explanation}
                      name={item.name}
                      unit={item.formattedUnit}
                    />
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          {recipe.computed_at && (
            <p className={Classes.TEXT_MUTED}>
              {t('recipe.order.computedAt', { date: formatDateTime(recipe.computed_at) })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
