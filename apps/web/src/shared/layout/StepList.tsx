import { Icon } from '@blueprintjs/core';

/** The steps of a wizard, the current one marked; done steps ticked. */
export function StepList({ labels, current }: { labels: readonly string[]; current: number }) {
  return (
    <ol className="wizard-steps">
      {labels.map((label, index) => (
        <li
          key={label}
          className={index === current ? 'current' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <Icon
            icon={index < current ? 'tick-circle' : index === current ? 'full-circle' : 'circle'}
            size={12}
          />{' '}
          {label}
        </li>
      ))}
    </ol>
  );
}
