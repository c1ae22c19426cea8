import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registrationSteps } from './registrationWizard';

export function StepList({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <ol className="wizard-steps">
      {registrationSteps.map((step, index) => (
        <li
          key={step}
          className={index === current ? 'current' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <Icon
            icon={index < current ? 'tick-circle' : index === current ? 'full-circle' : 'circle'}
            size={12}
          />{' '}
          {t(`registration.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
