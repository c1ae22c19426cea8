import { FormGroup, MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface NamedItem {
  readonly id: string;
  readonly name: string;
}

interface Props<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: string;
  items: readonly NamedItem[];
}

/** A multi-select over named records whose form value is the list of chosen ids. */
export function IdMultiSelectField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  items,
}: Props<T, N>) {
  const { t } = useTranslation();
  const id = useId();
  const { field } = useController({ control, name });
  const ids = (field.value as string[] | undefined) ?? [];
  const selected = items.filter((item) => ids.includes(item.id));
  const toggle = (item: NamedItem) =>
    field.onChange(ids.includes(item.id) ? ids.filter((i) => i !== item.id) : [...ids, item.id]);

  return (
    <FormGroup label={label} labelFor={id}>
      <MultiSelect<NamedItem>
        items={[...items]}
        selectedItems={selected}
        itemPredicate={(query, item) => item.name.toLowerCase().includes(query.toLowerCase())}
        itemRenderer={(item, { handleClick, handleFocus, modifiers }) =>
          modifiers.matchesPredicate ? (
            <MenuItem
              key={item.id}
              text={item.name}
              roleStructure="listoption"
              selected={ids.includes(item.id)}
              active={modifiers.active}
              onClick={handleClick}
              onFocus={handleFocus}
            />
          ) : null
        }
        onItemSelect={toggle}
        onRemove={toggle}
        tagRenderer={(item) => item.name}
        noResults={<MenuItem disabled text={t('profile.noResults')} roleStructure="listoption" />}
        placeholder={t('profile.select')}
        tagInputProps={{ inputProps: { id } }}
        resetOnSelect
        fill
      />
    </FormGroup>
  );
}
