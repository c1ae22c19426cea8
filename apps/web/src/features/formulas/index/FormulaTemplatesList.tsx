import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { addFormulaTemplatePath } from '../formulaToolPaths';
import { type FormulaTemplatesListQuery } from './__generated__/FormulaTemplatesListQuery.graphql';
import { FormulaTemplateRow } from './FormulaTemplateRow';
import { DataTable, Th } from '../../../shared/table';

export const formulaTemplateColumns = [
  'sortOrder',
  'name',
  'micronutrient',
  'version',
  'inputs',
  'updatedAt',
  'actions',
] as const;

// Numbers right-aligned; the row action's header above its button.
const rightAligned = new Set<string>(['sortOrder', 'version', 'inputs', 'actions']);

/** The templates that are not deleted, by sort order (the API's order). */
export function FormulaTemplatesList({ fetchKey }: { fetchKey: number }) {
  const { t } = useTranslation();
  const addLink = useInternalLink(addFormulaTemplatePath);
  const { formulaTemplates } = useLazyLoadQuery<FormulaTemplatesListQuery>(
    graphql`
      query FormulaTemplatesListQuery {
        formulaTemplates {
          id
          ...FormulaTemplateRow_template
        }
      }
    `,
    {},
    // Back from the editor, the list shows what was saved or deleted there.
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  if (formulaTemplates.length === 0)
    return (
      <NonIdealState
        icon="function"
        title={t('formulaTool.list.empty')}
        description={t('formulaTool.list.emptyHint')}
        action={<AnchorButton intent="primary" icon="add" text={t('formulaTool.list.add')} {...addLink} />}
      />
    );
  return (
    <DataTable className="formula-templates-table" striped>
      <thead>
        <tr>
          {formulaTemplateColumns.map((column) => (
            <Th key={column} numeric={rightAligned.has(column)}>
              {t(`formulaTool.list.columns.${column}`)}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {formulaTemplates.map((template) => (
          <FormulaTemplateRow key={template.id} templateRef={template} />
        ))}
      </tbody>
    </DataTable>
  );
}
