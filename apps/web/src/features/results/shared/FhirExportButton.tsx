import { Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ResultFileButton } from './ResultFileButton';

/** The patient's blood and DNA results as a FHIR R4 file for the practice software (GET /api/patients/{id}/fhir). */
export function FhirExportButton({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip content={t('dnaAnalysis.fhirExport.hint')} placement="bottom">
      <ResultFileButton
        path={`/api/patients/${patientId}/fhir`}
        fallbackName={`ergebnisse-${patientId}.fhir.json`}
        text={t('dnaAnalysis.fhirExport.button')}
      />
    </Tooltip>
  );
}
