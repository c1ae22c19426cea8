import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { downloadFile } from '../../../http/download';

interface Props {
  /** The API path, e.g. /api/patients/7/download-dna-analysis-pdf. */
  path: string;
  fallbackName: string;
  text: string;
}

/** Downloads a result file (a PDF, the FHIR export); the button shows the generation in progress. */
export function ResultFileButton({ path, fallbackName, text }: Props) {
  const [loading, setLoading] = useState(false);
  const download = () => {
    setLoading(true);
    // Failures are told by the network layer.
    downloadFile(path, fallbackName)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return <Button icon="download" text={text} loading={loading} onClick={download} />;
}
