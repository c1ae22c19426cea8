import { Button, Intent, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { type StartProductionButton_part$key } from './__generated__/StartProductionButton_part.graphql';
import { productionStart } from './productionStart';

const startProductionActions = ['start_production'] as const;

interface Props {
  orderId: string;
  partRef: StartProductionButton_part$key;
}

/** 'Produktion starten' on the supplements part; opens the confirmation (`?action=start_production`). */
export function StartProductionButton({ orderId, partRef }: Props) {
  const { t } = useTranslation();
  const actions = useActionParam(startProductionActions);
  const part = useFragment(
    graphql`
      fragment StartProductionButton_part on NoiOrder {
        ...productionStart_part
      }
    `,
    partRef,
  );
  const state = productionStart(part);
  if (state.kind === 'hidden') return null;
  const blocked = state.kind === 'blocked';
  return (
    <Tooltip
      content={blocked ? t(`recipe.startProduction.disabled.${state.reason}`) : undefined}
      disabled={!blocked}
    >
      <Button
        intent={Intent.PRIMARY}
        icon="play"
        text={t('recipe.startProduction.open')}
        disabled={blocked}
        onClick={() => actions.open('start_production', { orderId })}
      />
    </Tooltip>
  );
}
