import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { closeMaintenanceModal, useMaintenanceModalOpen } from './maintenanceModal';

export function MaintenanceDialog() {
  const { t } = useTranslation();
  const isOpen = useMaintenanceModalOpen();
  return (
    <Dialog isOpen={isOpen} onClose={closeMaintenanceModal} title={t('maintenance.title')} icon="wrench">
      <DialogBody>
        <p>{t('maintenance.description')}</p>
      </DialogBody>
      <DialogFooter
        actions={<Button intent={Intent.PRIMARY} text={t('common.close')} onClick={closeMaintenanceModal} />}
      />
    </Dialog>
  );
}
