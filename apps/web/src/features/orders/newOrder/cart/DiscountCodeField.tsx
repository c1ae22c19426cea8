import { Button, ControlGroup, FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discountText, type DiscountRules } from './cart';

interface Props {
  applied: { code: string; rules: DiscountRules } | null;
  error: string | null;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** One discount code per order: a field to apply it, or the applied code with its remove button. */
export function DiscountCodeField({ applied, error, disabled, onApply, onRemove }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');

  if (applied !== null)
    return (
      <FormGroup label={t('shop.discount.label')} helperText={t('shop.discount.oneCode')}>
        <div className="applied-discount">
          <Tag large minimal intent={Intent.SUCCESS} icon="tag">
            {t('shop.discount.applied', { code: applied.code })} ({discountText(applied.rules)})
          </Tag>
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('shop.discount.remove')}
            disabled={disabled}
            onClick={onRemove}
          />
        </div>
      </FormGroup>
    );

  const apply = () => {
    if (code.trim() !== '') onApply(code);
  };
  return (
    <FormGroup
      label={t('shop.discount.label')}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ?? undefined}
    >
      <ControlGroup fill>
        <InputGroup
          id={id}
          value={code}
          placeholder={t('shop.discount.placeholder')}
          intent={error ? Intent.DANGER : Intent.NONE}
          aria-invalid={error ? true : undefined}
          onValueChange={setCode}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <Button text={t('shop.discount.apply')} disabled={disabled || code.trim() === ''} onClick={apply} />
      </ControlGroup>
    </FormGroup>
  );
}
