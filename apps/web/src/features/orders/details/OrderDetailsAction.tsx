import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { useDoctorSession } from '../../../session/doctorSession';
import { isAdmin } from '../../../session/permissions';

// The dialog's code loads when it opens.
const StartProductionDialog = lazy(() =>
  import('../startProduction/StartProductionDialog').then((module) => ({
    default: module.StartProductionDialog,
  })),
);
const OrderDetailsDialog = lazy(() =>
  import('./OrderDetailsDialog').then((module) => ({ default: module.OrderDetailsDialog })),
);

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
  const close = () => actions.close('orderId');
  const backToDetails = () => actions.open('order_details', { orderId });
  return (
    <Suspense fallback={null}>
      {actions.action === 'order_details' && (
        <OrderDetailsDialog orderId={orderId} admin={isAdmin(user)} onClose={close} />
      )}
      {actions.action === 'start_production' && (
        <StartProductionDialog orderId={orderId} onClose={backToDetails} />
      )}
    </Suspense>
  );
}
