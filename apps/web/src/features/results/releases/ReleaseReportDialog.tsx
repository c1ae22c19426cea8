import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { RELEASE_NOTE_MAX } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../forms/serverErrors';
import { toast } from '../../../shared/toast/toast';
import { type ReportKind } from './__generated__/ReportReleaseCardQuery.graphql';
import { useReleaseReportMutation } from './useReleaseReportMutation';

interface Props {
  patientId: string;
  kind: ReportKind;
  onClose: () => void;
  onReleased: () => void;
}

/** Releases the report as it is now, with an optional note; the server's messages land on the note or above it. */
export function ReleaseReportDialog({ patientId, kind, onClose, onReleased }: Props) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [release, releasing] = useReleaseReportMutation();
  const report = t(`patientPortal.reportKinds.${kindKey(kind)}`);
  const tooLong = note.trim().length > RELEASE_NOTE_MAX;
  const noteError = tooLong ? t('errors.reportReleases.noteTooLong') : errors.note?.[0];
  const submit = () => {
    setErrors({});
    release({ patientId, kind, note: note.trim() || null }).then(
      () => {
        toast.success(t('patientResults.release.released'));
        onReleased();
      },
      (error: unknown) => setErrors(validationErrorsOf(error)),
    );
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('patientResults.release.dialogTitle', { report })}>
      <DialogBody>
        <p>{t('patientResults.release.dialogText')}</p>
        {errors.kind?.[0] && <Callout intent={Intent.WARNING}>{errors.kind[0]}</Callout>}
        <FormGroup
          label={t('patientResults.release.noteLabel')}
          labelFor="report-release-note"
          helperText={noteError ?? t('patientResults.release.noteHelp')}
          intent={noteError ? Intent.DANGER : Intent.NONE}
        >
          <TextArea
            id="report-release-note"
            fill
            rows={4}
            value={note}
            intent={noteError ? Intent.DANGER : Intent.NONE}
            onChange={(event) => setNote(event.target.value)}
          />
        </FormGroup>
        <p className={Classes.TEXT_MUTED}>{`${note.trim().length} / ${RELEASE_NOTE_MAX}`}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('patientResults.release.cancel')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              icon="share"
              text={t('patientResults.release.confirmRelease')}
              loading={releasing}
              disabled={tooLong}
              onClick={submit}
            />
          </>
        }
      />
    </Dialog>
  );
}

/** The i18n key of a report kind (the schema's enum value in lower case). */
export const kindKey = (kind: ReportKind) =>
  kind.toLowerCase() as 'blood' | 'dna' | 'medication' | 'micronutrients';
