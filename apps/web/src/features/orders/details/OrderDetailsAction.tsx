import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { useDoctorSession } from '../../../session/doctorSession';
import { isAdmin } from '../../../session/permissions';
import { OrderDetailsDialog } from './OrderDetailsDialog';

const orderDetailsActions = ['order_details'] as const;

/** `?action=order_details&orderId=` opens the order-details dialog over any signed-in page. */
export function OrderDetailsAction() {
  const actions = useActionParam(orderDetailsActions);
  const [searchParams] = useSearchParams();
  const { user } = useDoctorSession();
  const orderId = searchParams.get('orderId');
  if (actions.action !== 'order_details' || !orderId || user === null) return null;
  return (
    <OrderDetailsDialog orderId={orderId} admin={isAdmin(user)} onClose={() => actions.close('orderId')} />
  );
}
