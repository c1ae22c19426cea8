import './newOrder.css';
import { Dialog, DialogBody, NonIdealState, Spinner } from '@blueprintjs/core';
import { type RefObject, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useDoctorSession } from '../../../session/doctorSession';
import { isAdmin } from '../../../session/permissions';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { type NewOrderModalPatientQuery } from './__generated__/NewOrderModalPatientQuery.graphql';
import { type NewOrderModalPatientsQuery } from './__generated__/NewOrderModalPatientsQuery.graphql';
import { type NewOrderWizard_patients$key } from './__generated__/NewOrderWizard_patients.graphql';
import { NewOrderDenied } from './NewOrderDenied';
import { NewOrderWizard } from './NewOrderWizard';
import { type PlacedOrder } from './review/OrderReview';

export interface NewOrderModalProps {
  /** The patient the modal was opened for (`patientId`); without it the doctor picks one. */
  patientId: string | null;
  onClose: () => void;
  onPlaced: (order: PlacedOrder) => Promise<void> | void;
}

/** The new-order modal (action=new_order): shop and cart, then review and placing; or the denial. */
export function NewOrderModal(props: NewOrderModalProps) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  // The wizard asks before closing (and deletes the draft); until it is there, closing just closes.
  const closeRequestRef = useRef<(() => void) | null>(null);
  return (
    <Dialog
      isOpen
      title={t('orders.newOrder.title')}
      onClose={() => (closeRequestRef.current ?? props.onClose)()}
      className="new-order-modal"
      canOutsideClickClose={false}
    >
      <QueryErrorBoundary
        title={t('orders.newOrder.loadFailed')}
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
          <NewOrderGate {...props} fetchKey={fetchKey} closeRequestRef={closeRequestRef} />
        </Suspense>
      </QueryErrorBoundary>
    </Dialog>
  );
}

type GateProps = NewOrderModalProps & {
  fetchKey: number;
  closeRequestRef: RefObject<(() => void) | null>;
};

// Two queries, not one with @include: the API checks every ID argument, a skipped one too.
function NewOrderGate(props: GateProps) {
  return props.patientId === null ? (
    <GateWithPicker {...props} />
  ) : (
    <GateForPatient {...props} patientId={props.patientId} />
  );
}

function GateForPatient({ patientId, fetchKey, ...rest }: GateProps & { patientId: string }) {
  const data = useLazyLoadQuery<NewOrderModalPatientQuery>(
    graphql`
      query NewOrderModalPatientQuery($patientId: ID!) {
        me {
          partnershipModel {
            __typename
          }
        }
        patient(id: $patientId) {
          ...NewOrderWizard_patients
        }
      }
    `,
    { patientId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  return (
    <Gate
      {...rest}
      patientId={patientId}
      mayOrderByModel={data.me.partnershipModel != null}
      patientsRef={[data.patient]}
    />
  );
}

function GateWithPicker({ fetchKey, ...rest }: GateProps) {
  const data = useLazyLoadQuery<NewOrderModalPatientsQuery>(
    graphql`
      query NewOrderModalPatientsQuery {
        me {
          partnershipModel {
            __typename
          }
        }
        patients(first: 200) {
          data {
            ...NewOrderWizard_patients
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  return (
    <Gate {...rest} mayOrderByModel={data.me.partnershipModel != null} patientsRef={data.patients.data} />
  );
}

function Gate({
  patientId,
  mayOrderByModel,
  patientsRef,
  closeRequestRef,
  onClose,
  onPlaced,
}: NewOrderModalProps & {
  mayOrderByModel: boolean;
  patientsRef: NewOrderWizard_patients$key;
  closeRequestRef: RefObject<(() => void) | null>;
}) {
  const { user, previousUser } = useDoctorSession();
  // Spec, section 6: admins, impersonating admins and doctors with a partnership model may order.
  const mayOrder = (user !== null && isAdmin(user)) || previousUser !== null || mayOrderByModel;
  if (!mayOrder) return <NewOrderDenied onClose={onClose} />;
  return (
    <NewOrderWizard
      patientsRef={patientsRef}
      openedFor={patientId}
      closeRequestRef={closeRequestRef}
      onClose={onClose}
      onPlaced={onPlaced}
    />
  );
}
