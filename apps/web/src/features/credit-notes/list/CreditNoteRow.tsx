import { AnchorButton, Button, ButtonGroup, Classes, Tooltip } from '@blueprintjs/core';
import { ExpandRowButton } from '../../../shared/lists/ExpandRowButton';
import { formatDate, formatEuro } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { isPaid } from '../creditNoteRules';
import { type CreditNoteFormat, downloadCreditNote } from '../downloadCreditNote';
import { type CreditNoteToPay } from '../markAsPaid/MarkCreditNoteAsPaidDialog';
import { CreditNoteFeesRow } from './CreditNoteFeesRow';
import { type CreditNoteRow_creditNote$key } from './__generated__/CreditNoteRow_creditNote.graphql';
import { StatusTag } from '../../../shared/status';
import { Td } from '../../../shared/table';

interface Props {
  creditNoteRef: CreditNoteRow_creditNote$key;
  onMarkAsPaid: (creditNote: CreditNoteToPay) => void;
  /** Columns of the table, for the expanded fees row. */
  columns: number;
}

export function CreditNoteRow({ creditNoteRef, onMarkAsPaid, columns }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [downloading, setDownloading] = useState<CreditNoteFormat | null>(null);
  const creditNote = useFragment(
    graphql`
      fragment CreditNoteRow_creditNote on CreditNote {
        id
        number
        amount
        status
        paid_at
        generated_at
        doctor {
          id
          name
          email
        }
        ...CreditNoteFeesRow_creditNote
      }
    `,
    creditNoteRef,
  );
  const paid = isPaid(creditNote);
  const download = (format: CreditNoteFormat) => {
    setDownloading(format);
    void downloadCreditNote(creditNote, format).finally(() => setDownloading(null));
  };
  const markAsPaid = (
    <AnchorButton
      variant="minimal"
      icon="bank-account"
      text={t('creditNotes.markAsPaid.open')}
      disabled={paid}
      onClick={() =>
        onMarkAsPaid({
          id: creditNote.id,
          number: creditNote.number,
          amount: creditNote.amount,
          doctorName: creditNote.doctor.name,
        })
      }
    />
  );

  return (
    <>
      <tr>
        <Td>
          <ExpandRowButton
            expanded={expanded}
            onToggle={() => setExpanded(!expanded)}
            label={t(expanded ? 'creditNotes.list.hide' : 'creditNotes.list.show')}
          />
        </Td>
        <Td>{creditNote.number}</Td>
        <Td>
          <div>{creditNote.doctor.name}</div>
          <div className={Classes.TEXT_MUTED}>{creditNote.doctor.email}</div>
        </Td>
        <Td numeric>{formatEuro(creditNote.amount)}</Td>
        <Td>{formatDate(creditNote.generated_at)}</Td>
        <Td>
          <StatusTag kind="creditNote" value={paid ? 'Paid' : creditNote.status} />
          {creditNote.paid_at && (
            <span className="credit-note-paid-at">{formatDate(creditNote.paid_at)}</span>
          )}
        </Td>
        <Td>
          <ButtonGroup variant="minimal">
            <Button
              icon="document"
              text="PDF"
              aria-label={t('creditNotes.download.pdf')}
              title={t('creditNotes.download.pdf')}
              loading={downloading === 'pdf'}
              onClick={() => download('pdf')}
            />
            <Button
              icon="code"
              text="XML"
              aria-label={t('creditNotes.download.xml')}
              title={t('creditNotes.download.xml')}
              loading={downloading === 'xml'}
              onClick={() => download('xml')}
            />
            {paid ? (
              <Tooltip
                content={t('creditNotes.markAsPaid.alreadyPaid', {
                  date: creditNote.paid_at ? formatDate(creditNote.paid_at) : '',
                })}
              >
                {markAsPaid}
              </Tooltip>
            ) : (
              markAsPaid
            )}
          </ButtonGroup>
        </Td>
      </tr>
      {expanded && <CreditNoteFeesRow creditNoteRef={creditNote} columns={columns} />}
    </>
  );
}
