import { useTranslation } from 'react-i18next';

interface Props {
  carrier: string | null | undefined;
  number: string | null | undefined;
  /** The carrier's tracking page; none for a carrier the API has no page for. */
  url: string | null | undefined;
}

/** A shipped order's parcel: the carrier and tracking number, linked to the carrier's tracking page when there is one. */
export function ShipmentNumber({ carrier, number, url }: Props) {
  const { t } = useTranslation();
  if (!number) return null;
  const text = carrier ? `${carrier} ${number}` : number;
  if (!url) return <span className="shipment-number">{text}</span>;
  return (
    <a
      className="shipment-number"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={t('orders.shipment.track', { number, carrier: carrier ?? '' })}
    >
      {text}
    </a>
  );
}
