import {
  Button,
  Callout,
  Card,
  DialogBody,
  DialogFooter,
  H5,
  Intent,
  NonIdealState,
  Spinner,
  Tooltip,
} from '@blueprintjs/core';
import { type ReactNode, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { hasErrorCode } from '../../../../relay/errorCodes';
import { useCountries } from '../../../../shared/countries/useCountries';
import { QueryErrorBoundary } from '../../../../shared/query/QueryErrorBoundary';
import { toast } from '../../../../shared/toast/toast';
import { invalidatePatientOrders } from '../../patientOrders';
import { useUpdateOrderMutation } from '../draft/useUpdateOrderMutation';
import { type OrderReview_order$key } from './__generated__/OrderReview_order.graphql';
import { type OrderReviewQuery } from './__generated__/OrderReviewQuery.graphql';
import { AddressCard, type AddressInput } from './AddressCard';
import { OrderConsents, type ConsentValues } from './OrderConsents';
import { OrderEmailCard } from './OrderEmailCard';
import { placeBlocker } from './reviewRules';
import { ConfirmationCard } from './ConfirmationCard';
import { ReviewPatientCard } from './ReviewPatientCard';
import { usePlaceOrderMutation } from './usePlaceOrderMutation';

export interface PlacedOrder {
  id: string;
  order_number: string | null | undefined;
}

interface Props {
  orderId: string;
  /** The cart, read-only. */
  cartSummary: ReactNode;
  /** Whether the confirmation was downloaded in this modal before (then a change asks to download it again). */
  downloadedBefore: boolean;
  onDownloaded: () => void;
  onBack: () => void;
  /** The modal stays busy until what follows placing (sample registration) is decided. */
  onPlaced: (order: PlacedOrder) => Promise<void> | void;
  /** The order was placed already (e.g. in another tab): the modal closes without deleting it. */
  onAlreadyPlaced: () => void;
}

const reviewQuery = graphql`
  query OrderReviewQuery($id: ID!) {
    order(id: $id) {
      ...OrderReview_order
    }
  }
`;

/** Step 1: patient, addresses, order e-mail, the cart, consents, the confirmation download and placing. */
export function OrderReview(props: Props) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <QueryErrorBoundary
      title={t('orders.newOrder.review.loadFailed')}
      retryText={t('orders.newOrder.retry')}
      onRetry={() => setFetchKey((key) => key + 1)}
    >
      <Suspense
        fallback={
          <DialogBody>
            <NonIdealState icon={<Spinner />} />
          </DialogBody>
        }
      >
        <ReviewContent {...props} fetchKey={fetchKey} />
      </Suspense>
    </QueryErrorBoundary>
  );
}

type Editor = 'delivery' | 'billing' | 'email';

function ReviewContent({
  orderId,
  cartSummary,
  downloadedBefore,
  onDownloaded,
  onBack,
  onPlaced,
  onAlreadyPlaced,
  fetchKey,
}: Props & { fetchKey: number }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<OrderReviewQuery>(
    reviewQuery,
    { id: orderId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const order = useFragment<OrderReview_order$key>(
    graphql`
      fragment OrderReview_order on Order {
        id
        order_email
        confirmationIsCurrent
        deliveryAddressIsValid
        delivery_address {
          ...AddressCard_address
        }
        billing_address {
          ...AddressCard_address
        }
        patient {
          ...ReviewPatientCard_patient
        }
      }
    `,
    data.order,
  );
  const countries = useCountries();
  const [editing, setEditing] = useState<ReadonlySet<Editor>>(new Set());
  const [consentsFailed, setConsentsFailed] = useState(false);
  const [consentsKey, setConsentsKey] = useState(0);
  const form = useForm<ConsentValues>({ defaultValues: { consents: [] } });
  const [updateOrder] = useUpdateOrderMutation();
  const [placeOrder, placing] = usePlaceOrderMutation();

  const setEditor = (editor: Editor) => (open: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (open) next.add(editor);
      else next.delete(editor);
      return next;
    });
  const refetch = () =>
    fetchQuery<OrderReviewQuery>(environment, reviewQuery, { id: orderId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .catch(() => undefined);
  const saveAddress = (kind: 'delivery_address' | 'billing_address') => (input: AddressInput) =>
    updateOrder({ input: { id: orderId, [kind]: input } });

  const place = form.handleSubmit(async ({ consents }) => {
    let placed: PlacedOrder & { patient: { id: string } };
    try {
      ({ placeOrder: placed } = await placeOrder({ id: orderId, acceptedConsents: { connect: consents } }));
    } catch (error) {
      // The reason has been toasted; the review shows the order as the server has it now.
      if (hasErrorCode(error, 'orders.alreadyPlaced')) onAlreadyPlaced();
      else await refetch();
      return;
    }
    invalidatePatientOrders(environment, placed.patient.id);
    toast.success(t('orders.newOrder.placed'));
    await onPlaced(placed);
  });
  const { isSubmitting } = form.formState;

  const blocker = placeBlocker({
    confirmationIsCurrent: order.confirmationIsCurrent,
    deliveryAddressIsValid: order.deliveryAddressIsValid,
    editing: editing.size > 0,
    consentsFailed,
  });
  const placeButton = (
    <Button
      intent={Intent.PRIMARY}
      text={t('orders.newOrder.review.place')}
      loading={placing || isSubmitting}
      disabled={blocker !== null}
      onClick={() => void place()}
    />
  );

  return (
    <>
      <DialogBody className="order-review">
        <div className="order-review-column">
          <ReviewPatientCard patientRef={order.patient} />
          {!order.deliveryAddressIsValid && (
            <Callout intent={Intent.DANGER} role="alert">
              {t('errors.orders.deliveryAddressInvalid')}
            </Callout>
          )}
          <AddressCard
            title={t('orders.newOrder.review.deliveryAddress')}
            editLabel={t('orders.newOrder.review.editDelivery')}
            addressRef={order.delivery_address}
            countries={countries.filter((country) => country.is_shippable)}
            path="input.delivery_address"
            editing={editing.has('delivery')}
            onEditingChange={setEditor('delivery')}
            onSave={saveAddress('delivery_address')}
          />
          <AddressCard
            title={t('orders.newOrder.review.billingAddress')}
            editLabel={t('orders.newOrder.review.editBilling')}
            addressRef={order.billing_address}
            countries={countries}
            path="input.billing_address"
            editing={editing.has('billing')}
            onEditingChange={setEditor('billing')}
            onSave={saveAddress('billing_address')}
          />
          <OrderEmailCard
            email={order.order_email}
            editing={editing.has('email')}
            onEditingChange={setEditor('email')}
            onSave={(email) => updateOrder({ input: { id: orderId, order_email: email } })}
          />
        </div>
        <div className="order-review-column">
          <Card className="review-card" compact>
            {cartSummary}
          </Card>
          <ConfirmationCard
            orderId={orderId}
            confirmationIsCurrent={order.confirmationIsCurrent}
            downloadedBefore={downloadedBefore}
            disabled={editing.size > 0}
            onDownloaded={async () => {
              onDownloaded();
              // The download marks the confirmation as read for the draft as it is now.
              await refetch();
            }}
          />
          <Card className="review-card" compact>
            <H5>{t('orders.newOrder.review.consents')}</H5>
            <ConsentsSection
              onFailed={() => setConsentsFailed(true)}
              onRetry={() => {
                setConsentsFailed(false);
                setConsentsKey((key) => key + 1);
              }}
            >
              <OrderConsents orderId={orderId} control={form.control} fetchKey={consentsKey} />
            </ConsentsSection>
          </Card>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('orders.newOrder.back')} disabled={isSubmitting} onClick={onBack} />
            {blocker === null ? placeButton : <Tooltip content={t(blocker)}>{placeButton}</Tooltip>}
          </>
        }
      />
    </>
  );
}

function ConsentsSection({
  children,
  onFailed,
  onRetry,
}: {
  children: ReactNode;
  onFailed: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <QueryErrorBoundary
      title={t('orders.newOrder.review.consentsFailed')}
      retryText={t('orders.newOrder.retry')}
      onRetry={onRetry}
      onError={onFailed}
    >
      <Suspense fallback={<Spinner size={20} />}>{children}</Suspense>
    </QueryErrorBoundary>
  );
}
