import { graphql, useLazyLoadQuery } from 'react-relay';
import { type AddFormulaTemplatePageQuery } from './__generated__/AddFormulaTemplatePageQuery.graphql';
import { FormulaEditorFrame } from './FormulaEditorFrame';
import { FormulaTemplateEditor } from './FormulaTemplateEditor';

/** /admin/formula-tool/add: a new template. */
export function AddFormulaTemplatePage() {
  return <FormulaEditorFrame>{(fetchKey) => <AddFormulaTemplate fetchKey={fetchKey} />}</FormulaEditorFrame>;
}

function AddFormulaTemplate({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<AddFormulaTemplatePageQuery>(
    graphql`
      query AddFormulaTemplatePageQuery {
        ...FormulaTemplateEditor_catalogue
      }
    `,
    {},
    { fetchKey },
  );
  return <FormulaTemplateEditor catalogueRef={data} templateRef={null} />;
}
