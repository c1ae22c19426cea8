import { AnchorButton } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { WorkQueueBadge } from '../../features/work-queue/WorkQueueBadge';
import { useInternalLink } from '../../shared/links/useInternalLink';
import { type NavigationLink } from './navigationLinks';

export function NavigationLinkButton({ link }: { link: NavigationLink }) {
  const { t } = useTranslation();
  const active = useMatch({ path: link.to, end: link.end ?? false }) !== null;
  return (
    <AnchorButton
      role="link"
      variant="minimal"
      active={active}
      aria-current={active ? 'page' : undefined}
      text={
        <>
          {t(link.label)}
          {link.workQueue && <WorkQueueBadge link={link.to} />}
        </>
      }
      {...useInternalLink(link.to)}
    />
  );
}
