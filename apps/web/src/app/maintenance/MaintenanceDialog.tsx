import { Button, Dialog, DialogBody, DialogFooter, type IconName, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type TranslationKey } from '../../i18n/translationKey';
import { closeMaintenanceModal, type MaintenanceReason, useMaintenanceModal } from './maintenanceModal';

const variants: Record<
  MaintenanceReason,
  { icon: IconName; title: TranslationKey; description: TranslationKey }
> = {
  maintenance: { icon: 'wrench', title: 'maintenance.title', description: 'maintenance.description' },
  handledByAdmin: {
    icon: 'lock',
    title: 'maintenance.handledByAdmin.title',
    description: 'maintenance.handledByAdmin.description',
  },
};

/** The modal for a refused write: the portal is in maintenance, or an admin is handling this account. */
export function MaintenanceDialog() {
  const { t } = useTranslation();
  const { isOpen, reason } = useMaintenanceModal();
  const variant = variants[reason];
  return (
    <Dialog isOpen={isOpen} onClose={closeMaintenanceModal} title={t(variant.title)} icon={variant.icon}>
      <DialogBody>
        <p>{t(variant.description)}</p>
      </DialogBody>
      <DialogFooter
        actions={<Button intent={Intent.PRIMARY} text={t('common.close')} onClick={closeMaintenanceModal} />}
      />
    </Dialog>
  );
}
