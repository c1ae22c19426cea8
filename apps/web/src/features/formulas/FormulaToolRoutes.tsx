import './formulaTool.css';
import { type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AddFormulaTemplatePage } from './editor/AddFormulaTemplatePage';
import { EditFormulaTemplatePage } from './editor/EditFormulaTemplatePage';
import { FormulaTemplatesPage } from './index/FormulaTemplatesPage';

/** Everything below /admin/formula-tool; the app loads this module only when a formula manager opens it. */
export function FormulaToolRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<FormulaTemplatesPage />} />
      <Route path="add" element={<AddFormulaTemplatePage />} />
      <Route path="edit/:templateId" element={<EditFormulaTemplatePage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
