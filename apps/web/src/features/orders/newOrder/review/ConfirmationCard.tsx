import { Button, Callout, Card, H5, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../../http/download';
import { confirmationText } from './reviewRules';

interface Props {
  orderId: string;
  confirmationIsCurrent: boolean;
  downloadedBefore: boolean;
  disabled: boolean;
  /** After the download: the order is read again, its confirmation is then current. */
  onDownloaded: () => Promise<unknown>;
}

/** The order confirmation: placing needs it downloaded for the draft as it is now. */
export function ConfirmationCard({
  orderId,
  confirmationIsCurrent,
  downloadedBefore,
  disabled,
  onDownloaded,
}: Props) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      // Same origin with the session cookie; the server names the file.
      await downloadFile(`/api/orders/${orderId}/download-pdf`, 'auftragsbestaetigung.pdf');
      await onDownloaded();
    } catch {
      // Told by the network layer.
    } finally {
      setDownloading(false);
    }
  };

  const intent = confirmationIsCurrent ? Intent.SUCCESS : downloadedBefore ? Intent.WARNING : Intent.PRIMARY;
  return (
    <Card className="review-card" compact>
      <H5>{t('orders.newOrder.review.confirmation')}</H5>
      <Callout intent={intent} compact>
        {t(confirmationText(confirmationIsCurrent, downloadedBefore))}
      </Callout>
      <Button
        icon="download"
        text={t('orders.newOrder.review.download')}
        loading={downloading}
        disabled={disabled}
        onClick={() => void download()}
      />
    </Card>
  );
}
