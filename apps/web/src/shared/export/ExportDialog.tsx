import './export.css';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  Intent,
  ProgressBar,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../forms/TextField';
import { toast } from '../toast/toast';
import { downloadExport, type ExportProgress } from './downloadExport';
import {
  exportDateMessage,
  exportEndMessage,
  type ExportFormat,
  exportPath,
  type ExportResource,
} from './exportRange';

interface Props {
  resource: ExportResource;
  isOpen: boolean;
  onClose: () => void;
}

interface ExportValues {
  startDate: string;
  endDate: string;
  format: ExportFormat;
}

const emptyValues: ExportValues = { startDate: '', endDate: '', format: 'xlsx' };

/**
 * Exports a list for a date range (admin spec, section 5): start and end typed as TT-MM-JJJJ or TT.MM.JJJJ, XLSX
 * or CSV. The button waits for both dates; the file streams in with its size shown, and a refusal shows the
 * server's message in the dialog.
 */
export function ExportDialog({ resource, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const form = useForm<ExportValues>({ mode: 'onTouched', defaultValues: emptyValues });
  const { field: format } = useController({ control: form.control, name: 'format' });
  const [startDate, endDate] = useWatch({ control: form.control, name: ['startDate', 'endDate'] });
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const downloading = progress !== null;

  const close = () => {
    form.reset(emptyValues);
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setProgress({ receivedBytes: 0, totalBytes: null });
    const result = await downloadExport(
      exportPath(resource, values.startDate, values.endDate, values.format),
      resource,
      values.format,
      setProgress,
    );
    setProgress(null);
    if (result.ok) {
      toast.success(t('exports.done'));
      close();
    } else if (result.message !== null) setFailure(result.message);
  });

  return (
    <Dialog isOpen={isOpen} title={t(`exports.title.${resource}`)} onClose={downloading ? undefined : close}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <p>{t('exports.intro')}</p>
          <div className="export-dates">
            <TextField
              control={form.control}
              name="startDate"
              label={t('exports.startDate')}
              helperText={t('exports.dateHint')}
              disabled={downloading}
              rules={{ validate: (value: string) => exportDateMessage(t, 'start', value) ?? true }}
            />
            <TextField
              control={form.control}
              name="endDate"
              label={t('exports.endDate')}
              helperText={t('exports.dateHint')}
              disabled={downloading}
              rules={{
                validate: (value: string, values) => exportEndMessage(t, value, values.startDate) ?? true,
              }}
            />
          </div>
          <RadioGroup
            label={t('exports.format')}
            inline
            name={format.name}
            selectedValue={format.value}
            onChange={(event) => format.onChange(event.currentTarget.value)}
            disabled={downloading}
          >
            <Radio value="xlsx" label={t('exports.xlsx')} />
            <Radio value="csv" label={t('exports.csv')} />
          </RadioGroup>
          {downloading && <ExportProgressBar progress={progress} />}
          {failure !== null && (
            <Callout intent={Intent.DANGER} role="alert">
              {t('exports.failed', { message: failure })}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('exports.cancel')} onClick={close} disabled={downloading} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                icon="export"
                text={t('exports.submit')}
                loading={downloading}
                disabled={startDate.trim() === '' || endDate.trim() === ''}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

const megabytes = (bytes: number, language: string) =>
  `${new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e6)} MB`;

function ExportProgressBar({ progress }: { progress: ExportProgress }) {
  const { t, i18n } = useTranslation();
  const { receivedBytes, totalBytes } = progress;
  return (
    <div className="export-progress" role="status">
      <ProgressBar intent={Intent.PRIMARY} value={totalBytes ? receivedBytes / totalBytes : undefined} />
      <p>
        {receivedBytes === 0
          ? t('exports.started')
          : t('exports.progress', { size: megabytes(receivedBytes, i18n.language) })}
      </p>
    </div>
  );
}
