import { type Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type FeeStatus } from '../consulting-fees/financialListParams';
import { type CreditNoteStatus } from './creditNotesListParams';

// Paid out is done (green); generated but not yet paid out waits (yellow); a cancelled fee is red.
const intents: Record<CreditNoteStatus | FeeStatus, Intent> = {
  Paid: 'success',
  Unpaid: 'warning',
  Canceled: 'danger',
};
const intentOf = (status: string): Intent => (intents as Partial<Record<string, Intent>>)[status] ?? 'none';

/** A credit note's status: Paid, or waiting to be paid out. */
export function CreditNoteStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag
      minimal
      intent={intentOf(status)}
      icon={status === ('Paid' satisfies CreditNoteStatus) ? 'tick' : 'time'}
    >
      {t(`creditNotes.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** A consulting fee's status: Ausbezahlt, Unbezahlt or Storniert. */
export function ConsultingFeeStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag minimal intent={intentOf(status)}>
      {t(`creditNotes.feeStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}
