import { type Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

// Paid out is done (green); generated but not yet paid out waits (yellow); a cancelled fee is red.
const intents: Partial<Record<string, Intent>> = {
  Paid: 'success',
  Unpaid: 'warning',
  Canceled: 'danger',
};

/** A credit note's status: Paid, or waiting to be paid out. */
export function CreditNoteStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={intents[status] ?? 'none'} icon={status === 'Paid' ? 'tick' : 'time'}>
      {t(`creditNotes.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** A consulting fee's status: Ausbezahlt, Unbezahlt or Storniert. */
export function ConsultingFeeStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={intents[status] ?? 'none'}>
      {t(`creditNotes.feeStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}
