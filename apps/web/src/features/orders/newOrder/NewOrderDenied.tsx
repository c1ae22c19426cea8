import { AnchorButton, Button, Callout, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../../shared/support/support';

/** Doctors without a partnership model may not order; they can ask for one. */
export function NewOrderDenied({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const supportEmail = useOperator()?.supportEmail ?? '';
  const contact = `mailto:${supportEmail}?subject=${encodeURIComponent(t('orders.newOrderDenied.contactSubject'))}`;
  return (
    <>
      <DialogBody>
        <Callout intent={Intent.WARNING} icon="lock" role="alert">
          {t('orders.newOrderDenied.noPartnershipType')}
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('orders.newOrderDenied.close')} onClick={onClose} />
            <AnchorButton
              intent={Intent.PRIMARY}
              icon="envelope"
              href={contact}
              text={t('orders.newOrderDenied.contact')}
            />
          </>
        }
      />
    </>
  );
}
