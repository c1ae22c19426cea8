import { AnchorButton, Icon, Intent } from '@blueprintjs/core';
import { formatDate } from '@portal/shared-types';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useInternalLink } from '../../../shared/links/useInternalLink';
import { editFormulaTemplatePath } from '../formulaToolPaths';
import { type FormulaTemplateRow_template$key } from './__generated__/FormulaTemplateRow_template.graphql';
import { Td } from '../../../shared/table';

export function FormulaTemplateRow({ templateRef }: { templateRef: FormulaTemplateRow_template$key }) {
  const { t } = useTranslation();
  const template = useFragment(
    graphql`
      fragment FormulaTemplateRow_template on FormulaTemplate {
        id
        name
        sort_order
        version
        inputs
        updated_at
        micronutrient {
          name
        }
        cap_warning {
          max_value
        }
      }
    `,
    templateRef,
  );
  const editLink = useInternalLink(editFormulaTemplatePath(template.id));
  return (
    <tr>
      <Td numeric>{template.sort_order}</Td>
      <Td>
        {template.name}
        {template.cap_warning && (
          <span
            role="img"
            className="formula-cap-warning-icon"
            title={t('formulaTool.list.capWarning')}
            aria-label={t('formulaTool.list.capWarning')}
          >
            <Icon icon="warning-sign" intent={Intent.WARNING} />
          </span>
        )}
      </Td>
      <Td>{template.micronutrient.name}</Td>
      <Td numeric>{template.version}</Td>
      <Td numeric>{template.inputs.length}</Td>
      <Td>{formatDate(template.updated_at)}</Td>
      <Td className="row-actions">
        <AnchorButton
          variant="minimal"
          icon="edit"
          text={t('formulaTool.list.edit')}
          aria-label={t('formulaTool.list.editNamed', { name: template.name })}
          {...editLink}
        />
      </Td>
    </tr>
  );
}
