import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useActionParam } from '../actions/useActionParam';
import { lazyDialog } from '../dialogs/lazyDialog';
import { type ExportResource } from './exportRange';

const ExportDialog = lazyDialog(() => import('./ExportDialog'), 'ExportDialog');

const exportActions = ['export'] as const;

/** A list screen's export button: it opens `?action=export`. */
export function ExportButton() {
  const { t } = useTranslation();
  const actions = useActionParam(exportActions);
  return <Button icon="export" text={t('exports.open')} onClick={() => actions.open('export')} />;
}

/** The export dialog of a list screen, open while the URL says `?action=export`. */
export function ExportAction({ resource }: { resource: ExportResource }) {
  const actions = useActionParam(exportActions);
  if (actions.action !== 'export') return null;
  return <ExportDialog resource={resource} isOpen onClose={() => actions.close()} />;
}
