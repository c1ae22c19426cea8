export const formulaToolPath = '/admin/formula-tool';
export const addFormulaTemplatePath = `${formulaToolPath}/add`;
export const editFormulaTemplatePath = (templateId: string) =>
  `${formulaToolPath}/edit/${encodeURIComponent(templateId)}`;
