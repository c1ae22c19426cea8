import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { type EditFormulaTemplatePageQuery } from './__generated__/EditFormulaTemplatePageQuery.graphql';
import { FormulaEditorFrame } from './FormulaEditorFrame';
import { FormulaTemplateEditor } from './FormulaTemplateEditor';

/** /admin/formula-tool/edit/{templateId}: the template's current version. */
export function EditFormulaTemplatePage() {
  const { templateId = '' } = useParams();
  return (
    <FormulaEditorFrame>
      {(fetchKey) => <EditFormulaTemplate key={templateId} templateId={templateId} fetchKey={fetchKey} />}
    </FormulaEditorFrame>
  );
}

function EditFormulaTemplate({ templateId, fetchKey }: { templateId: string; fetchKey: number }) {
  const data = useLazyLoadQuery<EditFormulaTemplatePageQuery>(
    graphql`
      query EditFormulaTemplatePageQuery($id: ID!) {
        formulaTemplate(id: $id) {
          ...FormulaTemplateEditor_template
        }
        ...FormulaTemplateEditor_catalogue
      }
    `,
    { id: templateId },
    // The form takes its values once; they must be the current version's, not a cached one.
    { fetchKey, fetchPolicy: 'network-only' },
  );
  return <FormulaTemplateEditor catalogueRef={data} templateRef={data.formulaTemplate} />;
}
