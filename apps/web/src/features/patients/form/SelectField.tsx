import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { Controller, type FieldPath, type FieldValues, useFormContext } from 'react-hook-form';

interface Props<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  validate?: (value: string) => string | true;
  disabled?: boolean;
}

export function SelectField<T extends FieldValues>({
  name,
  label,
  options,
  placeholder,
  validate,
  disabled,
}: Props<T>) {
  const id = useId();
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      rules={{ validate: validate && ((value: unknown) => validate(typeof value === 'string' ? value : '')) }}
      render={({ field, fieldState }) => (
        <FormGroup
          label={label}
          labelFor={id}
          intent={fieldState.error ? Intent.DANGER : Intent.NONE}
          helperText={fieldState.error?.message}
        >
          <HTMLSelect
            id={id}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={disabled}
            fill
            options={placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options]}
          />
        </FormGroup>
      )}
    />
  );
}
