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
  /** More items match than were counted: `total` and `lastPage` are lower bounds and Next stays on. */
  totalIsLowerBound?: boolean;
  onChange: (change: Partial<PatientListParams>) => void;
  /** The page line naming what is counted (`{{page}}`, `{{lastPage}}`, `{{total}}`); patients by default. */
  pageOfKey?: TranslationKey;
}

export function PatientsPager({
  page,
  first,
  lastPage,
  total,
  totalIsLowerBound = false,
  onChange,
  pageOfKey = 'patients.list.pageOf',
}: Props) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const pages = Math.max(lastPage, 1);
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
      <span>
        {t(pageOfKey, {
          page,
          lastPage: totalIsLowerBound ? t('patients.list.atLeastPages', { number: number(pages) }) : pages,
          total: totalIsLowerBound ? t('patients.list.moreThan', { number: number(total) }) : number(total),
        })}
      </span>
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
          disabled={page >= lastPage && !totalIsLowerBound}
          onClick={() => onChange({ page: page + 1 })}
        />
      </ButtonGroup>
    </div>
  );
}
