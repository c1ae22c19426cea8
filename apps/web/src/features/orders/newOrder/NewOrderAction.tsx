import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { sampleToRegisterAfterPlacing } from '../../samples/registerSampleState';
import { NewOrderModal } from './NewOrderModal';
import { type PlacedOrder } from './review/OrderReview';

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
  if (actions.action !== 'new_order') return null;
  const close = () => actions.close('patientId');
  // After placing, sample registration opens: both samples in turn, or the only one (spec, section 4).
  const afterPlacing = (order: PlacedOrder) => {
    const type = sampleToRegisterAfterPlacing(order);
    if (type === null) close();
    else
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('patientId');
        next.set('action', 'register_sample');
        next.set('orderId', order.id);
        if (type !== 'BOTH') next.set('type', type);
        return next;
      });
  };
  return <NewOrderModal patientId={searchParams.get('patientId')} onClose={close} onPlaced={afterPlacing} />;
}
