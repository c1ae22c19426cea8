import { AnchorButton, H2 } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { QueryErrorBoundary } from '../../../shared/query/QueryErrorBoundary';
import { SkeletonTable } from '../../results/shared/SkeletonTable';
import { addFormulaTemplatePath } from '../formulaToolPaths';
import { formulaTemplateColumns, FormulaTemplatesList } from './FormulaTemplatesList';

/** /admin/formula-tool: the formula templates, each with its way into the editor. */
export function FormulaTemplatesPage() {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  const addLink = useInternalLink(addFormulaTemplatePath);
  return (
    <section className="formula-tool-page">
      <div className="page-header">
        <H2>{t('formulaTool.list.title')}</H2>
        <AnchorButton intent="primary" icon="add" text={t('formulaTool.list.add')} {...addLink} />
      </div>
      <QueryErrorBoundary
        title={t('formulaTool.list.loadFailed')}
        retryText={t('formulaTool.list.retry')}
        onRetry={() => setFetchKey((key) => key + 1)}
      >
        <Suspense
          fallback={
            <SkeletonTable
              className="formula-templates-table"
              columns={formulaTemplateColumns.map((column) => t(`formulaTool.list.columns.${column}`))}
            />
          }
        >
          <FormulaTemplatesList fetchKey={fetchKey} />
        </Suspense>
      </QueryErrorBoundary>
    </section>
  );
}
