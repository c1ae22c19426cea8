import { Alert, Button, DialogBody, DialogFooter, Intent, Tooltip } from '@blueprintjs/core';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '@portal/shared-types';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { type TranslationKey } from '../../../i18n/translationKey';
import { type NewOrderWizard_patients$key } from './__generated__/NewOrderWizard_patients.graphql';
import { type NewOrderWizardDraftQuery } from './__generated__/NewOrderWizardDraftQuery.graphql';
import { addEntry, cartRows, entryKey, removeEntry, setQuantity } from './cart/cart';
import { CartPanel } from './cart/CartPanel';
import { useOrderCart } from './draft/useOrderCart';
import { useOrderDraft } from './draft/useOrderDraft';
import { PatientChoice } from './PatientChoice';
import { OrderReview, type PlacedOrder } from './review/OrderReview';
import { ShopPanel } from './shop/ShopPanel';
import { type Sex, sexes } from './shop/shopFilters';

interface Props {
  patientsRef: NewOrderWizard_patients$key;
  /** The patient the modal was opened for; null shows the picker. */
  openedFor: string | null;
  closeRequestRef: RefObject<(() => void) | null>;
  onClose: () => void;
  onPlaced: (order: PlacedOrder) => Promise<void> | void;
}

/** Step 0 (shop and cart, kept in a draft order) and step 1 (review and placing). */
export function NewOrderWizard({ patientsRef, openedFor, closeRequestRef, onClose, onPlaced }: Props) {
  const { t } = useTranslation();
  const patients = useFragment(
    // PatientChoice shows the names and dates of birth.
    /* eslint-disable relay/unused-fields */
    graphql`
      fragment NewOrderWizard_patients on Patient @relay(plural: true) {
        id
        title
        first_name
        last_name
        date_of_birth
        biological_sex
      }
    `,
    /* eslint-enable relay/unused-fields */
    patientsRef,
  );
  const [patientId, setPatientId] = useState<string | null>(openedFor);
  const patient = patients.find((candidate) => candidate.id === patientId) ?? null;
  const draft = useOrderDraft(patientId);
  const { entries, rowErrors, notices, discount, discountError, discountRemoved, orderId } = draft.state;
  // The draft as the store has it (createOrder and updateOrder write it); the query retains it meanwhile.
  const { order: draftOrder } = useLazyLoadQuery<NewOrderWizardDraftQuery>(
    graphql`
      query NewOrderWizardDraftQuery($id: ID!) {
        order(id: $id) {
          ...useOrderCart_order
        }
      }
    `,
    { id: orderId ?? '0' },
    { fetchPolicy: orderId === null ? 'store-only' : 'store-or-network' },
  );
  const cart = useOrderCart(orderId === null ? null : (draftOrder ?? null));
  const rows = cartRows(entries, cart?.items ?? [], rowErrors);
  const [step, setStep] = useState<'shop' | 'review'>('shop');
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [confirmationDownloaded, setConfirmationDownloaded] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  const discardAndClose = async () => {
    setDiscarding(true);
    await draft.discard();
    onClose();
  };
  const requestClose = () => {
    if (draft.busy || discarding) return;
    if (rows.length > 0) setConfirmingDiscard(true);
    else void discardAndClose();
  };
  useEffect(() => {
    closeRequestRef.current = requestClose;
    return () => {
      closeRequestRef.current = null;
    };
  });

  const choosePatient = (id: string) => {
    setPatientId(id);
    if (entries.length > 0 || orderId !== null) void draft.changePatient(id);
  };
  const sex: Sex | null = isOneOf(sexes, patient?.biological_sex) ? patient.biological_sex : null;
  const blockedBy =
    patient === null ? t('shop.choosePatientFirst') : draft.busy ? t('shop.cart.updating') : null;
  const nextBlocker: TranslationKey | null =
    patient === null
      ? 'orders.newOrder.nextBlocked.patient'
      : draft.busy
        ? 'orders.newOrder.nextBlocked.busy'
        : rows.some((row) => row.errors.length > 0)
          ? 'orders.newOrder.nextBlocked.errors'
          : rows.length === 0 || orderId === null
            ? 'orders.newOrder.nextBlocked.empty'
            : null;

  const cartPanel = (readOnly: boolean) => (
    <CartPanel
      rows={rows}
      cart={cart}
      notices={readOnly ? [] : notices}
      discount={discount}
      discountError={discountError}
      discountRemoved={discountRemoved}
      busy={draft.busy}
      readOnly={readOnly}
      onRemove={(key) => void draft.setEntries(removeEntry(entries, key))}
      onQuantity={(key, quantity) => void draft.setEntries(setQuantity(entries, key, quantity))}
      onApplyCode={(code) => void draft.applyCode(code)}
      onRemoveCode={() => void draft.removeCode()}
    />
  );
  const nextButton = (
    <Button
      intent={Intent.PRIMARY}
      text={t('orders.newOrder.next')}
      disabled={nextBlocker !== null}
      onClick={() => setStep('review')}
    />
  );

  return (
    <>
      {step === 'review' && orderId !== null ? (
        <OrderReview
          orderId={orderId}
          cartSummary={cartPanel(true)}
          downloadedBefore={confirmationDownloaded}
          onDownloaded={() => setConfirmationDownloaded(true)}
          onBack={() => setStep('shop')}
          onPlaced={onPlaced}
          onAlreadyPlaced={onClose}
        />
      ) : (
        <>
          <DialogBody className="new-order-shop">
            <PatientChoice
              patients={openedFor === null ? patients : null}
              chosen={patient}
              disabled={draft.busy}
              onChoose={choosePatient}
            />
            <div className="new-order-columns">
              <ShopPanel
                sex={sex}
                cartKeys={new Set(entries.map(entryKey))}
                blockedBy={blockedBy}
                onAdd={(entry) => void draft.setEntries(addEntry(entries, entry))}
                onRemove={(key) => void draft.setEntries(removeEntry(entries, key))}
              />
              {cartPanel(false)}
            </div>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('orders.newOrder.cancel')} disabled={discarding} onClick={requestClose} />
                {nextBlocker === null ? nextButton : <Tooltip content={t(nextBlocker)}>{nextButton}</Tooltip>}
              </>
            }
          />
        </>
      )}
      <Alert
        isOpen={confirmingDiscard}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('orders.newOrder.discard.confirm')}
        cancelButtonText={t('orders.newOrder.discard.keep')}
        loading={discarding}
        onConfirm={() => void discardAndClose()}
        onCancel={() => setConfirmingDiscard(false)}
      >
        <p>
          <strong>{t('orders.newOrder.discard.title')}</strong>
        </p>
        <p>{t('orders.newOrder.discard.text')}</p>
      </Alert>
    </>
  );
}
