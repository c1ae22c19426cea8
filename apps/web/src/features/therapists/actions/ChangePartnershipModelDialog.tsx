import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../forms/SelectField';
import { useRules } from '../../../forms/rules';
import { toast } from '../../../shared/toast/toast';
import { useUpdateUserPartnershipModelMutation } from '../../account/useUpdateUserPartnershipModelMutation';
import { type TherapistSummary } from './TherapistSummary';

interface Props {
  doctor: TherapistSummary;
  models: readonly { id: string; name: string }[];
  onClose: () => void;
}

/** `?action=change_partnership_mode&doctorId=`: a required choice of the partnership model. */
export function ChangePartnershipModelDialog({ doctor, models, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useRules();
  const [update, busy] = useUpdateUserPartnershipModelMutation();
  const { control, handleSubmit } = useForm({ defaultValues: { model: doctor.partnershipModelId ?? '' } });
  const submit = handleSubmit(async ({ model }) => {
    try {
      await update({ id: doctor.userId, partnershipModelId: model });
      toast.success(t('therapists.toasts.partnershipModelChanged', { name: doctor.name }));
      onClose();
    } catch {
      // Told by the error catalogue.
    }
  });
  return (
    <Dialog isOpen title={t('therapists.partnershipModel.title')} onClose={busy ? undefined : onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <SelectField
            control={control}
            name="model"
            label={t('therapists.partnershipModel.label')}
            placeholder={t('therapists.partnershipModel.placeholder')}
            options={models.map(({ id, name }) => ({ value: id, label: name }))}
            rules={rules.required}
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('therapists.cancel')} onClick={onClose} disabled={busy} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('therapists.partnershipModel.save')}
                loading={busy}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
