import { H5 } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  className?: string;
  /** Right of the title (e.g. an action). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled part of the order details, a region named by its title. */
export function OrderSection({ title, className, aside, children }: Props) {
  const headingId = useId();
  return (
    <section className="order-details-section" aria-labelledby={headingId}>
      <div className="order-details-section-title">
        <H5 id={headingId}>{title}</H5>
        {aside}
      </div>
      <div className={className}>{children}</div>
    </section>
  );
}

/** A fact of a section's `<dl>`: its label small above its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
