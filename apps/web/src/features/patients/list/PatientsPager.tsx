import { Button, ButtonGroup, Classes, HTMLSelect, Label } from '@blueprintjs/core';
import { PAGE_SIZE_OPTIONS } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { type TranslationKey } from '../../../i18n/translationKey';
import { type PatientListParams } from './listParams';

interface Props {
  page: number;
  first: number;
  lastPage: number;
  total: number;
  onChange: (change: Partial<PatientListParams>) => void;
  /** 'Seite 1 von 3 (25 Patienten)' by default; other lists count their own records. */
  summaryKey?: TranslationKey;
}

export function PatientsPager({
  page,
  first,
  lastPage,
  total,
  onChange,
  summaryKey = 'patients.list.pageOf',
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="patients-pager">
      <Label className={Classes.INLINE}>
        {t('patients.list.pageSize')}
        <HTMLSelect
          value={first}
          options={PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: String(size) }))}
          onChange={(event) => onChange({ first: Number(event.currentTarget.value) })}
        />
      </Label>
      <span>{t(summaryKey, { page, lastPage: Math.max(lastPage, 1), total })}</span>
      <ButtonGroup>
        <Button
          icon="chevron-left"
          aria-label={t('patients.list.previous')}
          disabled={page <= 1}
          onClick={() => onChange({ page: page - 1 })}
        />
        <Button
          icon="chevron-right"
          aria-label={t('patients.list.next')}
          disabled={page >= lastPage}
          onClick={() => onChange({ page: page + 1 })}
        />
      </ButtonGroup>
    </div>
  );
}
