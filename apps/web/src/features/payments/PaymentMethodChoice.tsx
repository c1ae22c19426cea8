import { Radio, RadioGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { type PaymentMethodOption } from './payApi';

interface Props {
  methods: readonly PaymentMethodOption[];
  /** The chosen method's id; null until the patient chooses (none is preselected). */
  chosen: string | null;
  onChoose: (id: string) => void;
  disabled: boolean;
}

/** "Choose a payment method": the provider's methods as a radio group, each with its logo and name. */
export function PaymentMethodChoice({ methods, chosen, onChoose, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      className="payment-methods"
      label={t('payment.link.chooseMethod')}
      selectedValue={chosen ?? undefined}
      onChange={(event) => onChoose(event.currentTarget.value)}
      disabled={disabled}
    >
      {methods.map((method) => (
        <Radio
          key={method.id}
          value={method.id}
          className="payment-method"
          labelElement={
            <>
              {/* Decorative: the description names the method. */}
              {method.image && <img src={method.image} alt="" className="payment-method-image" />}
              <span>{method.description}</span>
            </>
          }
        />
      ))}
    </RadioGroup>
  );
}
