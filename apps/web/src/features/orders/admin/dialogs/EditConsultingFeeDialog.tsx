import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { CONSULTING_FEE_STEP, consultingFeeAmountViolation, formatEuro } from '@portal/shared-types';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showValidationErrors } from '../../../../forms/serverErrors';
import { toast } from '../../../../shared/toast/toast';
import { useUpdateConsultingFeeMutation } from './useAdminOrderMutations';

interface Props {
  orderId: string;
  /** The amount the row showed (`currentAmount`), in euros; the new amount starts from it. */
  currentAmount: number | null;
  onDone: () => void;
  onClose: () => void;
}

/** `edit_consulting_fee` (orderId, consultingFeeId, currentAmount): a new amount for an editable fee. */
export function EditConsultingFeeDialog({ orderId, currentAmount, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [update, saving] = useUpdateConsultingFeeMutation();
  const { control, handleSubmit, setError } = useForm({
    defaultValues: { amount: currentAmount === null ? '' : String(currentAmount) },
  });
  const { field, fieldState } = useController({
    control,
    name: 'amount',
    rules: {
      required: t('adminOrders.dialogs.editConsultingFee.required'),
      validate: (value) => {
        const violation = consultingFeeAmountViolation(Number(value));
        return violation === null || t(`errors.consultingFees.${violation}`);
      },
    },
  });
  const onSubmit = handleSubmit(async ({ amount }) => {
    try {
      const response = await update({ orderId, amount: Number(amount) });
      const saved = response.updateConsultingFee.consultingFee?.amount ?? Number(amount);
      toast.success(t('adminOrders.dialogs.editConsultingFee.done', { amount: formatEuro(saved) }));
      onDone();
      onClose();
    } catch (error) {
      // A rule the server checks lands on the field; anything else has been told by the network layer.
      showValidationErrors(error, setError, { amount: 'amount' });
    }
  });
  const intent = fieldState.error ? Intent.DANGER : Intent.NONE;
  return (
    <Dialog
      isOpen
      title={t('adminOrders.dialogs.editConsultingFee.title')}
      onClose={saving ? undefined : onClose}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          {currentAmount !== null && (
            <p>{t('adminOrders.dialogs.editConsultingFee.current', { amount: formatEuro(currentAmount) })}</p>
          )}
          <FormGroup
            label={t('adminOrders.dialogs.editConsultingFee.amount')}
            labelFor={id}
            intent={intent}
            helperText={fieldState.error?.message}
          >
            <InputGroup
              id={id}
              name={field.name}
              type="number"
              inputMode="decimal"
              min={0}
              step={CONSULTING_FEE_STEP}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              intent={intent}
              aria-invalid={fieldState.error ? true : undefined}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('adminOrders.dialogs.close')} onClick={onClose} disabled={saving} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                loading={saving}
                text={t('adminOrders.dialogs.editConsultingFee.submit')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
