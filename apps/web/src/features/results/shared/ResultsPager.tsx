import { Button, ButtonGroup, Classes, HTMLSelect, Label } from '@blueprintjs/core';
import { PAGE_SIZE_OPTIONS } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  first: number;
  lastPage: number;
  /** 'Seite 1 von 3 (45 Medikamente)': the list's own words. */
  summary: string;
  onChange: (change: { page?: number; first?: number }) => void;
}

/** Page size and previous/next of a paged result list (the patients list's pager in the list's own words). */
export function ResultsPager({ page, first, lastPage, summary, onChange }: Props) {
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
      <span>{summary}</span>
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
