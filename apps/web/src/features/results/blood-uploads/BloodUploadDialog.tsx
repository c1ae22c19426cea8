import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  Intent,
  Spinner,
} from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { toast } from '../../../shared/toast/toast';
import { UploadConsents } from './UploadConsents';
import { UPLOAD_ACCEPT, uploadFileProblem } from './uploadFile';
import { emptyUpload, type UploadValues } from './uploadValues';
import { useUploadBloodAnalysisResultsMutation } from './useUploadBloodAnalysisResultsMutation';

interface Props {
  patientId: string;
  onClose: () => void;
  /** After the file has arrived, e.g. to show it in the list of uploads. */
  onUploaded?: () => void;
}

/** `?action=upload&uploadType=CUSTOMER`: one lab report file for the service team, with the upload consents. */
export function BloodUploadDialog({ patientId, onClose, onUploaded }: Props) {
  const { t } = useTranslation();
  const form = useForm<UploadValues>({ defaultValues: emptyUpload });
  const [consentsFailed, setConsentsFailed] = useState(false);
  const [consentsKey, setConsentsKey] = useState(0);
  const [upload, uploading] = useUploadBloodAnalysisResultsMutation();
  const { field, fieldState } = useController({
    control: form.control,
    name: 'files',
    rules: {
      validate: (files) => {
        const problem = uploadFileProblem(files);
        return problem === null || t(`bloodResults.upload.${problem}`);
      },
    },
  });
  const file = field.value[0];

  const submit = form.handleSubmit(({ files, consents }) =>
    upload({
      variables: { patientId, file: null, acceptedConsents: { connect: consents } },
      uploadables: { file: files[0] },
      onCompleted: (_, errors) => {
        if (errors?.length) return;
        toast.success(t('bloodResults.upload.done'));
        onUploaded?.();
        onClose();
      },
    }),
  );

  return (
    <Dialog isOpen title={t('bloodResults.upload.title')} onClose={onClose} canOutsideClickClose={false}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <p>{t('bloodResults.upload.intro')}</p>
          <FormGroup
            label={t('bloodResults.upload.file')}
            intent={fieldState.error ? Intent.DANGER : Intent.NONE}
            helperText={fieldState.error?.message}
          >
            <FileInput
              fill
              text={file?.name ?? t('bloodResults.upload.chooseFile')}
              hasSelection={file !== undefined}
              inputProps={{
                accept: UPLOAD_ACCEPT,
                'aria-label': t('bloodResults.upload.file'),
                name: field.name,
              }}
              onInputChange={(event) => field.onChange(Array.from(event.currentTarget.files ?? []))}
            />
          </FormGroup>
          <FormGroup label={t('bloodResults.upload.consents')}>
            <QueryErrorBoundary
              title={t('bloodResults.upload.consentsFailed')}
              retryText={t('bloodResults.upload.retry')}
              onRetry={() => {
                setConsentsFailed(false);
                setConsentsKey((key) => key + 1);
              }}
              // The spec: without the consent texts the upload cannot be sent.
              onError={() => setConsentsFailed(true)}
            >
              <Suspense fallback={<Spinner size={20} />}>
                <UploadConsents control={form.control} fetchKey={consentsKey} />
              </Suspense>
            </QueryErrorBoundary>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('bloodResults.upload.cancel')} onClick={onClose} disabled={uploading} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                icon="upload"
                text={t('bloodResults.upload.submit')}
                loading={uploading}
                disabled={consentsFailed}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
