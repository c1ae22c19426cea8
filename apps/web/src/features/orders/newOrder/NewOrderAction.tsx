import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { useSampleToRegisterAfterPlacing } from '../../samples/useSampleToRegisterAfterPlacing';
import { type PlacedOrder } from './review/OrderReview';

// The dialog's code loads when it opens.
const NewOrderModal = lazy(() =>
  import('./NewOrderModal').then((module) => ({ default: module.NewOrderModal })),
);

const newOrderActions = ['new_order'] as const;

/** Opens the new-order modal over the current page, optionally for one patient. */
export function useOpenNewOrder(): (patientId?: string) => void {
  const actions = useActionParam(newOrderActions);
  return useCallback(
    (patientId?: string) => actions.open('new_order', patientId ? { patientId } : {}),
    [actions],
  );
}

/**
 * The new-order modal of every signed-in page: `?action=new_order` (with an optional `patientId`) opens it
 * wherever the doctor is, as the header's create menu needs.
 */
export function NewOrderAction() {
  const actions = useActionParam(newOrderActions);
  const [searchParams, setSearchParams] = useSearchParams();
  const sampleToRegisterAfterPlacing = useSampleToRegisterAfterPlacing();
  if (actions.action !== 'new_order') return null;
  const close = () => actions.close('patientId');
  // After placing, sample registration opens: both samples in turn, or the only one (spec, section 4). One
  // navigation swaps the new-order parameters for the register-sample ones; closing first would drop them.
  const afterPlacing = async (order: PlacedOrder) => {
    // Without an answer the modal just closes: the order is placed, and the lists offer the registration.
    const type = await sampleToRegisterAfterPlacing(order.id).catch(() => null);
    if (type === null) close();
    else
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('patientId');
          next.set('action', 'register_sample');
          next.set('orderId', order.id);
          if (type !== 'BOTH') next.set('type', type);
          return next;
        },
        // The placed order's new-order modal cannot come back.
        { replace: true },
      );
  };
  return (
    <Suspense fallback={null}>
      <NewOrderModal patientId={searchParams.get('patientId')} onClose={close} onPlaced={afterPlacing} />
    </Suspense>
  );
}
