import { Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { type FieldProps } from './fieldProps';

/** One box whose form value is true or false. */
export function CheckboxField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  rules,
  disabled,
}: FieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <FormGroup intent={fieldState.error ? Intent.DANGER : Intent.NONE} helperText={fieldState.error?.message}>
      <Checkbox
        name={field.name}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={disabled}
        labelElement={label}
      />
    </FormGroup>
  );
}
