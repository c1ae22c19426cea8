import { AnchorButton } from '@blueprintjs/core';
import { useInternalLink } from '../../../shared/links/useInternalLink';

/** The detail pages' way back to their list. */
export function BackLink({ to, text }: { to: string; text: string }) {
  const link = useInternalLink(to);
  return <AnchorButton variant="minimal" icon="arrow-left" text={text} className="back-link" {...link} />;
}
