import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useActionParam } from '../../../shared/actions/useActionParam';
import { lazyDialog } from '../../../shared/dialogs/lazyDialog';

const CreateCreditNoteDialog = lazyDialog(() => import('./CreateCreditNoteDialog'), 'CreateCreditNoteDialog');

const createActions = ['create_credit_note'] as const;
const params = ['doctorId', 'doctorName'];

export interface CreditNoteDoctor {
  id: string;
  name: string;
}

/** Opens the create dialog by URL: `?action=create_credit_note&doctorId=…&doctorName=…` (doctor optional). */
export function useOpenCreateCreditNote() {
  const actions = useActionParam(createActions);
  return useCallback(
    (doctor?: CreditNoteDoctor) =>
      actions.open('create_credit_note', doctor ? { doctorId: doctor.id, doctorName: doctor.name } : {}),
    [actions],
  );
}

/** The create dialog of the screen it sits on, shown while the URL asks for it. */
export function CreateCreditNoteAction({ onGenerated }: { onGenerated: () => void }) {
  const actions = useActionParam(createActions);
  const [searchParams] = useSearchParams();
  if (actions.action !== 'create_credit_note') return null;
  const doctorId = searchParams.get('doctorId');
  return (
    <CreateCreditNoteDialog
      doctorId={doctorId !== null && /^[1-9]\d{0,18}$/.test(doctorId) ? doctorId : null}
      doctorName={searchParams.get('doctorName')}
      onClose={() => actions.close(...params)}
      onGenerated={onGenerated}
    />
  );
}
