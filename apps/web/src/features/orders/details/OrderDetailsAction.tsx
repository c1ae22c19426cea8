import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { useDoctorSession } from '../../../session/doctorSession';
import { isAdmin } from '../../../session/permissions';
import { StartProductionDialog } from '../startProduction/StartProductionDialog';
import { OrderDetailsDialog } from './OrderDetailsDialog';

const orderActions = ['order_details', 'start_production'] as const;

/**
 * `?action=order_details&orderId=` opens the order-details dialog over any signed-in page; `start_production`
 * its confirmation, which returns to the details (spec, section 4).
 */
export function OrderDetailsAction() {
  const actions = useActionParam(orderActions);
  const [searchParams] = useSearchParams();
  const { user } = useDoctorSession();
  const orderId = searchParams.get('orderId');
  if (!orderId || user === null) return null;
  switch (actions.action) {
    case 'order_details':
      return (
        <OrderDetailsDialog
          orderId={orderId}
          admin={isAdmin(user)}
          onClose={() => actions.close('orderId')}
        />
      );
    case 'start_production':
      return (
        <StartProductionDialog orderId={orderId} onClose={() => actions.open('order_details', { orderId })} />
      );
    case 'invalid':
    case null:
      return null;
  }
}
