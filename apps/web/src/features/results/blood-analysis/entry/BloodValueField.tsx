import { FormGroup, InputGroup, Intent, Tooltip } from '@blueprintjs/core';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { type EntryParameter, type EntryValues, valueKey } from './entryValues';

interface Props {
  control: Control<EntryValues>;
  parameter: EntryParameter;
  /** Why the field is locked (no date yet, or younger data), or null when it is open. */
  lockReason: string | null;
  validate: (value: string) => true | string;
}

/** One blood parameter's value; a locked field tells why in a tooltip. */
export function BloodValueField({ control, parameter, lockReason, validate }: Props) {
  const id = useId();
  const { field, fieldState } = useController({
    control,
    name: `values.${valueKey(parameter.id)}`,
    rules: { validate },
  });
  const intent = fieldState.error ? Intent.DANGER : Intent.NONE;
  const input = (
    <InputGroup
      id={id}
      name={field.name}
      inputMode="decimal"
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      intent={intent}
      disabled={lockReason !== null}
      rightElement={
        parameter.formattedUnit ? <span className="input-unit">{parameter.formattedUnit}</span> : undefined
      }
      aria-invalid={fieldState.error ? true : undefined}
      aria-description={lockReason ?? undefined}
    />
  );
  return (
    <FormGroup label={parameter.name} labelFor={id} intent={intent} helperText={fieldState.error?.message}>
      {lockReason === null ? (
        input
      ) : (
        <Tooltip content={lockReason} fill>
          {input}
        </Tooltip>
      )}
    </FormGroup>
  );
}
