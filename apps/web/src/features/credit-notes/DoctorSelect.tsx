import { Classes, Icon, MenuItem } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import { formatEuro } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';

export interface DoctorOption {
  id: string;
  name: string;
  email?: string | null;
  /** Shown beside the name where the picker is about fees. */
  openConsultingFeeAmount?: number | null;
}

interface Props {
  doctors: readonly DoctorOption[];
  selectedId: string | null;
  onSelect: (doctorId: string | null) => void;
  /** The text of the button while nothing is chosen. */
  placeholder: string;
  /** Offers "all doctors" (a filter) at the top. */
  allText?: string;
  id?: string;
  fill?: boolean;
  disabled?: boolean;
}

const ALL = '';

export const matchesDoctor = (query: string, doctor: DoctorOption): boolean => {
  const needle = query.trim().toLowerCase();
  return (
    needle === '' ||
    doctor.name.toLowerCase().includes(needle) ||
    (doctor.email ?? '').toLowerCase().includes(needle)
  );
};

/** A searchable picker of doctors by name or e-mail (the spec's doctor picker, up to 1000). */
export function DoctorSelect({
  doctors,
  selectedId,
  onSelect,
  placeholder,
  allText,
  id,
  fill,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const items: DoctorOption[] =
    allText === undefined ? [...doctors] : [{ id: ALL, name: allText }, ...doctors];
  const selected = doctors.find((doctor) => doctor.id === selectedId) ?? null;
  return (
    <Select<DoctorOption>
      items={items}
      itemPredicate={(query, doctor) => doctor.id === ALL || matchesDoctor(query, doctor)}
      itemRenderer={(doctor, { handleClick, handleFocus, modifiers }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={doctor.id || 'all'}
            text={doctor.name}
            label={
              doctor.openConsultingFeeAmount != null
                ? formatEuro(doctor.openConsultingFeeAmount)
                : (doctor.email ?? undefined)
            }
            roleStructure="listoption"
            selected={doctor.id === (selectedId ?? ALL)}
            active={modifiers.active}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null
      }
      onItemSelect={(doctor) => onSelect(doctor.id === ALL ? null : doctor.id)}
      noResults={
        <MenuItem disabled text={t('creditNotes.filters.noDoctorFound')} roleStructure="listoption" />
      }
      // Blueprint puts aria-expanded/aria-haspopup on the target element; a plain div may not carry them
      // (axe: aria-allowed-attr), so the target itself is the button.
      popoverProps={{ minimal: true, matchTargetWidth: fill, targetTagName: 'button' }}
      popoverTargetProps={
        {
          id,
          type: 'button',
          disabled,
          className: [
            Classes.BUTTON,
            Classes.ALIGN_LEFT,
            fill ? Classes.FILL : '',
            disabled ? Classes.DISABLED : '',
          ]
            .filter(Boolean)
            .join(' '),
        } as React.HTMLAttributes<HTMLElement>
      }
      fill={fill}
      disabled={disabled}
    >
      <span className={Classes.BUTTON_TEXT}>{selected?.name ?? allText ?? placeholder}</span>
      <Icon icon="caret-down" />
    </Select>
  );
}
