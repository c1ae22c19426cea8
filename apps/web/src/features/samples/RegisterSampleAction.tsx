import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../shared/actions/useActionParam';
import { parseSampleKind, type SampleKind } from './registerSampleState';

// The dialog's code loads when it opens.
const RegisterSampleDialog = lazy(() =>
  import('./RegisterSampleDialog').then((module) => ({ default: module.RegisterSampleDialog })),
);

const registerSampleActions = ['register_sample'] as const;
const params = ['orderId', 'type', 'success'];

/** Opens the register-sample dialog for an order (both samples in turn, or only `type`). */
export function useOpenRegisterSample(): (orderId: string, type?: SampleKind) => void {
  const actions = useActionParam(registerSampleActions);
  return useCallback(
    (orderId: string, type?: SampleKind) =>
      actions.open('register_sample', type ? { orderId, type } : { orderId }),
    [actions],
  );
}

/** The register-sample dialog of every signed-in page, opened by `?action=register_sample&orderId=`. */
export function RegisterSampleAction() {
  const actions = useActionParam(registerSampleActions);
  const [searchParams, setSearchParams] = useSearchParams();
  const close = useCallback(() => actions.close(...params), [actions]);
  // The URL then shows the completion message, so a reload shows the same dialog.
  const done = useCallback(
    () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set('success', '1');
        return next;
      }),
    [setSearchParams],
  );
  const orderId = searchParams.get('orderId');
  if (actions.action !== 'register_sample' || !orderId) return null;
  return (
    <Suspense fallback={null}>
      <RegisterSampleDialog
        orderId={orderId}
        type={parseSampleKind(searchParams.get('type'))}
        success={searchParams.get('success') === '1'}
        onClose={close}
        onDone={done}
      />
    </Suspense>
  );
}
