import { Button, InputGroup, Slider, Tooltip } from '@blueprintjs/core';
import { MICRONUTRIENT_DOSE_STEP } from '@portal/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRemove, canReset, type DoseEdits, type DoseRow, parseDose, valueOf } from './micronutrientEdits';

interface Props {
  row: DoseRow;
  name: string;
  unit: string;
  edits: DoseEdits;
  disabled: boolean;
  onChange: (value: number) => void;
  onReset: () => void;
  onRemove: () => void;
}

// The field's text: two decimals with the German comma, no thousands separator (the doctor edits it).
const fieldText = (value: number) => value.toFixed(2).replace('.', ',');

/** A dose in edit mode: slider (step 0.01 between min and max), a number field, reset and remove. */
export function DoseEditor({ row, name, unit, edits, disabled, onChange, onReset, onRemove }: Props) {
  const { t } = useTranslation();
  const value = valueOf(row, edits);
  // What the doctor is typing; shown while it is unfinished or means the value (a clamped number shows the bound).
  const [typed, setTyped] = useState<string | null>(null);
  const typedValue = typed === null ? null : parseDose(typed);
  const text = typed !== null && (typedValue === null || typedValue === value) ? typed : fieldText(value);
  const resettable = canReset(row, edits);
  const removable = canRemove(row, edits);
  return (
    <div className="dose-editor">
      <Slider
        min={row.min}
        max={row.max}
        stepSize={MICRONUTRIENT_DOSE_STEP}
        labelRenderer={false}
        value={Math.min(Math.max(value, row.min), row.max)}
        onChange={onChange}
        disabled={disabled}
        handleHtmlProps={{ 'aria-label': t('micronutrients.valueOf', { name, unit }) }}
      />
      <InputGroup
        className="dose-input"
        inputMode="decimal"
        aria-label={t('micronutrients.valueOf', { name, unit })}
        value={text}
        disabled={disabled}
        rightElement={<span className="dose-unit">{unit}</span>}
        onValueChange={(input) => {
          setTyped(input);
          const parsed = parseDose(input);
          if (parsed !== null) onChange(parsed);
        }}
        onBlur={() => setTyped(null)}
      />
      <Tooltip content={t('micronutrients.resetDisabled')} disabled={resettable || disabled}>
        <Button
          icon="reset"
          variant="minimal"
          text={t('micronutrients.reset')}
          disabled={disabled || !resettable}
          onClick={onReset}
        />
      </Tooltip>
      <Tooltip content={t('micronutrients.removeDisabled')} disabled={removable || disabled}>
        <Button
          icon="remove"
          intent="danger"
          variant="minimal"
          text={t('micronutrients.remove')}
          disabled={disabled || !removable}
          onClick={onRemove}
        />
      </Tooltip>
    </div>
  );
}
