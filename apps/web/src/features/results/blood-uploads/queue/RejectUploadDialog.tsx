import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { usePromiseMutation } from '../../../../relay/usePromiseMutation';
import { ReasonDialog } from '../../../../shared/dialogs/ReasonDialog';
import { toast } from '../../../../shared/toast/toast';
import { type RejectUploadDialogMutation } from './__generated__/RejectUploadDialogMutation.graphql';

const rejectMutation = graphql`
  mutation RejectUploadDialogMutation($id: ID!, $reason: String!) {
    rejectBloodUpload(id: $id, reason: $reason) {
      id
      state
      rejection_reason
      processed_at
    }
  }
`;

interface Props {
  uploadId: string;
  onClose: () => void;
  onRejected: () => void;
}

/** The service team cannot use a file: the reason (3 to 1000 characters) goes to the practice by mail. */
export function RejectUploadDialog({ uploadId, onClose, onRejected }: Props) {
  const { t } = useTranslation();
  const [reject, rejecting] = usePromiseMutation<RejectUploadDialogMutation>(rejectMutation);
  return (
    <ReasonDialog
      title={t('bloodUploads.queue.rejectTitle')}
      label={t('bloodUploads.queue.reason')}
      hint={t('bloodUploads.queue.rejectHint')}
      confirmText={t('bloodUploads.queue.rejectConfirm')}
      cancelText={t('bloodUploads.queue.cancel')}
      busy={rejecting}
      onClose={onClose}
      onSubmit={async (reason) => {
        await reject({ id: uploadId, reason });
        toast.success(t('bloodUploads.queue.rejected'));
        onRejected();
      }}
    />
  );
}
