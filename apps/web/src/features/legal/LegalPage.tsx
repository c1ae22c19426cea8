import { Card, H1, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { type LegalPageName, legalPages } from '../../shared/support/legal';
import { type Operator, useOperator } from '../../shared/support/support';

const isLegalPage = (page: string | undefined): page is LegalPageName =>
  (legalPages as readonly string[]).includes(page ?? '');

/** The operator's data as the templates' placeholders (packages/i18n, area `legal`). */
const placeholders = (operator: Operator) => ({
  ...operator,
  managingDirectors: operator.managingDirectors.join(', '),
  interpolation: { escapeValue: false },
});

/** `/legal/:page`: imprint, privacy notice, terms, cooperation agreement; public, from the operator's data. */
export function LegalPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const operator = useOperator();
  if (!isLegalPage(page)) return <NonIdealState icon="search" title={t('legal.notFound')} />;
  if (!operator) return <Spinner />;
  const values = placeholders(operator);
  const sections = Object.keys(t(`legal.${page}`, { returnObjects: true }) as Record<string, unknown>).filter(
    (key) => /^s\d+$/.test(key),
  );
  return (
    <div className="legal-page">
      <Card>
        <H1>{t(`legal.${page}.title`)}</H1>
        {sections.map((section) => (
          <section key={section}>
            <H3>{t(`legal.${page}.${section}.title` as 'legal.imprint.s1.title', values)}</H3>
            {t(`legal.${page}.${section}.body` as 'legal.imprint.s1.body', values)
              .split('\n\n')
              .map((paragraph, index) => (
                <p key={index} style={{ whiteSpace: 'pre-line' }}>
                  {paragraph}
                </p>
              ))}
            {page === 'imprint' && section === 's4' && operator.vatId && (
              <p>{t('legal.vatId', { vatId: operator.vatId })}</p>
            )}
          </section>
        ))}
      </Card>
    </div>
  );
}
