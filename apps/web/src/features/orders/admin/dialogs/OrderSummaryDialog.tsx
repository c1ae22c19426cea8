import { Button, Dialog, DialogBody, DialogFooter, type Intent, Spinner } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { type OrderSummaryDialogQuery } from './__generated__/OrderSummaryDialogQuery.graphql';

export interface OrderSummary {
  id: string;
  order_number: string | null | undefined;
  total_price: number;
  payment_status: string | null | undefined;
}

interface Props {
  orderId: string;
  title: string;
  intent: Intent;
  submitText: string;
  submitting: boolean;
  /** What the dialog says about the order, and why it cannot be done when it cannot (then no submit button). */
  body: (order: OrderSummary) => { text: ReactNode; blocked: boolean };
  onSubmit: (order: OrderSummary) => void;
  onClose: () => void;
}

/** A confirmation about one order, read fresh by its id (so a link or a reload shows the same dialog). */
export function OrderSummaryDialog(props: Props) {
  return (
    <Dialog isOpen title={props.title} onClose={props.submitting ? undefined : props.onClose}>
      <Suspense
        fallback={
          <DialogBody>
            <Spinner size={20} />
          </DialogBody>
        }
      >
        <OrderSummaryContent {...props} />
      </Suspense>
    </Dialog>
  );
}

function OrderSummaryContent({ orderId, intent, submitText, submitting, body, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const { order } = useLazyLoadQuery<OrderSummaryDialogQuery>(
    graphql`
      query OrderSummaryDialogQuery($id: ID!) {
        order(id: $id) {
          id
          order_number
          total_price
          payment_status
        }
      }
    `,
    { id: orderId },
    { fetchPolicy: 'network-only' },
  );
  const summary: OrderSummary = {
    id: order.id,
    order_number: order.order_number,
    total_price: order.total_price,
    payment_status: order.payment_status,
  };
  const { text, blocked } = body(summary);
  return (
    <>
      <DialogBody>{text}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('adminOrders.dialogs.close')} onClick={onClose} disabled={submitting} />
            {!blocked && (
              <Button
                intent={intent}
                text={submitText}
                loading={submitting}
                onClick={() => onSubmit(summary)}
              />
            )}
          </>
        }
      />
    </>
  );
}
