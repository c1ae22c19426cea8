import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { toast } from '../../../shared/toast/toast';
import { type StartProductionDialogQuery } from './__generated__/StartProductionDialogQuery.graphql';
import { productionStart } from './productionStart';
import { useStartProductionImmediatelyMutation } from './useStartProductionImmediatelyMutation';

interface Props {
  orderId: string;
  /** Back to the order details (spec: on success the view returns to them). */
  onClose: () => void;
}

/** `?action=start_production&orderId=`: the confirmation before starting the supplements' production. */
export function StartProductionDialog({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen icon="play" title={t('recipe.startProduction.title')} onClose={onClose}>
      <Suspense
        fallback={
          <DialogBody>
            <Spinner size={20} />
          </DialogBody>
        }
      >
        <StartProductionContent orderId={orderId} onClose={onClose} />
      </Suspense>
    </Dialog>
  );
}

function StartProductionContent({ orderId, onClose }: Props) {
  const { t } = useTranslation();
  const { order } = useLazyLoadQuery<StartProductionDialogQuery>(
    graphql`
      query StartProductionDialogQuery($id: ID!) {
        order(id: $id) {
          supplementsNoiOrder {
            id
            ...productionStart_part
          }
        }
      }
    `,
    { id: orderId },
    // Shown at once from the order details, then checked against the server before the doctor confirms.
    { fetchPolicy: 'store-and-network' },
  );
  const [start, starting] = useStartProductionImmediatelyMutation();
  const part = order.supplementsNoiOrder;
  const state = productionStart(part);

  const confirm = () => {
    if (!part) return;
    start({
      variables: { supplementsNoiOrderId: part.id },
      onCompleted: (_response, errors) => {
        // Failures have been told by the network layer; the dialog stays for another try.
        if (errors?.length) return;
        toast.success(
          t(
            state.kind === 'approveRecipe'
              ? 'recipe.startProduction.started'
              : 'recipe.startProduction.scheduled',
          ),
        );
        onClose();
      },
    });
  };

  const ready = state.kind === 'approveRecipe' || state.kind === 'startWhenReady';
  return (
    <>
      <DialogBody>
        {state.kind === 'approveRecipe' && <p>{t('recipe.startProduction.delayed')}</p>}
        {state.kind === 'startWhenReady' && (
          <>
            <Callout intent={Intent.WARNING} compact>
              {t('recipe.startProduction.waitingWarning')}
            </Callout>
            <p>{t('recipe.startProduction.waitingForResults')}</p>
          </>
        )}
        {!ready && (
          <Callout intent={Intent.DANGER} compact>
            {state.kind === 'blocked'
              ? t(`recipe.startProduction.disabled.${state.reason}`)
              : t('recipe.startProduction.notPossible')}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              text={t(ready ? 'recipe.startProduction.cancel' : 'recipe.startProduction.close')}
              onClick={onClose}
              disabled={starting}
            />
            {ready && (
              <Button
                intent={Intent.PRIMARY}
                icon="play"
                text={t('recipe.startProduction.confirm')}
                onClick={confirm}
                loading={starting}
              />
            )}
          </>
        }
      />
    </>
  );
}
