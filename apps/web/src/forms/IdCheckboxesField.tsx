import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { type ReactNode } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

export interface CheckboxItem {
  readonly id: string;
  readonly label: ReactNode;
  /** A required box must be ticked before the form is sent. */
  readonly required: boolean;
}

interface Props<T extends FieldValues, N extends FieldPathByValue<T, string[]>> {
  control: Control<T>;
  name: N;
  items: readonly CheckboxItem[];
  /** The rule of one required box: true when ticked, otherwise the message shown under it. */
  requiredRule: { validate: (ticked: boolean) => true | string };
}

const idsOf = (value: unknown): readonly string[] => (Array.isArray(value) ? (value as string[]) : []);

/** One box per item whose form value is the list of ticked ids, in the order of the items. */
export function IdCheckboxesField<T extends FieldValues, N extends FieldPathByValue<T, string[]>>({
  control,
  name,
  items,
  requiredRule,
}: Props<T, N>) {
  const problemOf = (ids: readonly string[], item: CheckboxItem) =>
    item.required ? requiredRule.validate(ids.includes(item.id)) : true;
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({
    control,
    name,
    rules: {
      validate: (value) => items.map((item) => problemOf(idsOf(value), item)).find((p) => p !== true) ?? true,
    },
  });
  const ids = idsOf(field.value);
  // The error focuses the first box that still needs a tick.
  const firstMissing = items.find((item) => problemOf(ids, item) !== true);
  const toggle = (id: string, ticked: boolean) =>
    field.onChange(items.map((item) => item.id).filter((i) => (i === id ? ticked : ids.includes(i))));

  return (
    <>
      {items.map((item) => {
        const problem = fieldState.error ? problemOf(ids, item) : true;
        return (
          <FormGroup
            key={item.id}
            intent={problem === true ? Intent.NONE : Intent.DANGER}
            helperText={problem === true ? undefined : problem}
          >
            <Checkbox
              name={field.name}
              value={item.id}
              checked={ids.includes(item.id)}
              onChange={(event) => toggle(item.id, event.currentTarget.checked)}
              inputRef={item === firstMissing ? ref : undefined}
              disabled={field.disabled}
              labelElement={item.label}
            />
          </FormGroup>
        );
      })}
    </>
  );
}
