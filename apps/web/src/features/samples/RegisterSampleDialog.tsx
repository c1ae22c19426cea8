import {
  Button,
  Callout,
  ControlGroup,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  Spinner,
  Tooltip,
} from '@blueprintjs/core';
import { Suspense, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { graphQLErrorsOf } from '../../relay/usePromiseMutation';
import { toast } from '../../shared/toast/toast';
import { type RegisterSampleDialogQuery } from './__generated__/RegisterSampleDialogQuery.graphql';
import { type RegisterSampleDialog_order$key } from './__generated__/RegisterSampleDialog_order.graphql';
import {
  BARCODE_MAX_LENGTH,
  type BarcodeError,
  barcodeReducer,
  canFinish,
  initialBarcodeState,
  pendingSamples,
  type SampleKind,
} from './registerSampleState';
import { useRegisterSampleMutation } from './useRegisterSampleMutation';

interface Props {
  orderId: string;
  /** Only this sample (a register link of one part); both in turn otherwise. */
  type: SampleKind | null;
  /** Opened to show the completion message (the URL after finishing). */
  success: boolean;
  onClose: () => void;
  /** All requested samples are registered. */
  onDone: () => void;
}

const query = graphql`
  query RegisterSampleDialogQuery($id: ID!) {
    order(id: $id) {
      ...RegisterSampleDialog_order
    }
  }
`;

/** The register-sample dialog (`?action=register_sample&orderId=&type=&success=`). */
export function RegisterSampleDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen title={t('samples.title')} onClose={props.onClose}>
      <Suspense fallback={<Spinner className="dialog-spinner" />}>
        <RegisterSampleLoader {...props} />
      </Suspense>
    </Dialog>
  );
}

function RegisterSampleLoader(props: Props) {
  const data = useLazyLoadQuery<RegisterSampleDialogQuery>(
    query,
    { id: props.orderId },
    { fetchPolicy: 'store-and-network' },
  );
  return <RegisterSampleContent orderRef={data.order} {...props} />;
}

const errorKeys = {
  invalid: 'samples.invalidBarcode',
  notUnique: 'samples.notUnique',
  alreadyUsed: 'samples.alreadyUsed',
  tooLong: null,
} as const satisfies Record<BarcodeError, string | null>;
const errorKey = (error: BarcodeError) => errorKeys[error];

interface BarcodeExtensions {
  validation?: Record<string, unknown>;
  reasons?: Record<string, string[]>;
}

function RegisterSampleContent({
  orderRef,
  type,
  success,
  onClose,
  onDone,
}: Props & { orderRef: RegisterSampleDialog_order$key }) {
  const { t } = useTranslation();
  const order = useFragment(
    graphql`
      fragment RegisterSampleDialog_order on Order {
        id
        status
        order_number
        bloodSample {
          id
          status
        }
        dnaSample {
          id
          status
        }
      }
    `,
    orderRef,
  );
  const [state, dispatch] = useReducer(barcodeReducer, initialBarcodeState);
  const [registerSample, registering] = useRegisterSampleMutation();
  // Fixed on opening: "nothing left" after registering here is a success, not an order without samples.
  const samples = { status: order.status, bloodSample: order.bloodSample, dnaSample: order.dnaSample };
  const [total] = useState(() => pendingSamples(samples, type).length);
  const pending = pendingSamples(samples, type);
  const current = pending[0] ?? null;
  const finished = success || (total > 0 && current === null);
  const nothingToDo = !success && total === 0;

  useEffect(() => {
    if (!nothingToDo) return;
    toast.error(t(order.status === 'Canceled' ? 'samples.canceled' : 'samples.nothingToRegister'));
    onClose();
  }, [nothingToDo, order.status, onClose, t]);

  useEffect(() => {
    if (finished && !success) onDone();
  }, [finished, success, onDone]);

  if (finished)
    return (
      <>
        <DialogBody>
          <Callout intent={Intent.SUCCESS} icon="tick-circle">
            {t('samples.done')}
          </Callout>
        </DialogBody>
        <DialogFooter
          actions={<Button intent={Intent.PRIMARY} text={t('samples.close')} onClick={onClose} />}
        />
      </>
    );
  if (current === null) return null;

  const finish = async () => {
    try {
      await registerSample({
        input: { id: order.id, barcode: state.barcode, type: current === 'BLOOD' ? 'Blood' : 'Dna' },
      });
      toast.success(t('samples.registered'));
      dispatch({ type: 'next' });
    } catch (error) {
      // The toast came from the network layer; a barcode in use also shows on the field.
      const barcodeReasons = graphQLErrorsOf(error).flatMap((e) => {
        const extensions = (e as { extensions?: BarcodeExtensions }).extensions;
        if (!extensions?.validation || !('input.barcode' in extensions.validation)) return [];
        return [extensions.reasons?.['input.barcode'] ?? []];
      });
      if (barcodeReasons.length)
        dispatch({
          type: barcodeReasons.flat().includes('samples.barcodeAlreadyUsed') ? 'alreadyUsed' : 'notUnique',
        });
    }
  };

  const fieldError =
    state.error === 'tooLong'
      ? t('validation.maxLength', { max: BARCODE_MAX_LENGTH })
      : state.error && t(errorKey(state.error)!);
  const step = total - pending.length + 1;

  return (
    <>
      <DialogBody>
        <h4 className="register-sample-heading">
          {t(`samples.type${current}`)}
          {order.order_number ? ` · ${order.order_number}` : ''}
          {total > 1 ? ` · ${t('samples.step', { current: step, total })}` : ''}
        </h4>
        <p>{t('samples.intro')}</p>
        <FormGroup
          label={t('samples.barcode')}
          labelFor="register-sample-barcode"
          intent={fieldError ? Intent.DANGER : Intent.NONE}
          helperText={fieldError || undefined}
        >
          <ControlGroup fill>
            <InputGroup
              id="register-sample-barcode"
              value={state.barcode}
              placeholder={t('samples.barcodePlaceholder')}
              readOnly={state.confirmed}
              intent={fieldError ? Intent.DANGER : Intent.NONE}
              onValueChange={(barcode) => dispatch({ type: 'change', barcode })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !state.confirmed) dispatch({ type: 'confirm' });
              }}
            />
            {state.confirmed ? (
              <Button
                text={t('samples.edit')}
                icon="edit"
                onClick={() => dispatch({ type: 'edit' })}
                disabled={registering}
              />
            ) : (
              <Button text={t('samples.confirm')} icon="tick" onClick={() => dispatch({ type: 'confirm' })} />
            )}
          </ControlGroup>
        </FormGroup>
        <Callout intent={Intent.PRIMARY} icon="info-sign">
          {t(`samples.hint${current}`)}
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('samples.later')} onClick={onClose} disabled={registering} />
            <Tooltip content={t('samples.finishDisabled')} disabled={state.confirmed}>
              <Button
                intent={Intent.PRIMARY}
                text={t('samples.finish')}
                disabled={!canFinish(state, registering)}
                loading={registering}
                onClick={() => void finish()}
              />
            </Tooltip>
          </>
        }
      />
    </>
  );
}
