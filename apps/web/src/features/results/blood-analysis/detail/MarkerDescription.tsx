import { Button, H4, Icon } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { type MarkerDescription_marker$key } from './__generated__/MarkerDescription_marker.graphql';
import { descriptionPreview } from './descriptionPreview';

/** The description (a 240-character preview with more/less), the documentation link and the bibliography. */
export function MarkerDescription({ markerRef }: { markerRef: MarkerDescription_marker$key }) {
  const { t } = useTranslation();
  const marker = useFragment(
    graphql`
      fragment MarkerDescription_marker on BloodMarker {
        description
        docinfo_lt
        docinfo_url
        bibliography
      }
    `,
    markerRef,
  );
  const [expanded, setExpanded] = useState(false);
  const preview = descriptionPreview(marker.description);
  return (
    <section className="marker-description">
      <H4>{t('bloodResults.detail.description')}</H4>
      <p>{expanded ? marker.description : preview.text}</p>
      {preview.isCut && (
        <Button
          variant="minimal"
          size="small"
          text={expanded ? t('bloodResults.detail.less') : t('bloodResults.detail.more')}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        />
      )}
      {marker.docinfo_url && (
        <p>
          <a href={marker.docinfo_url} target="_blank" rel="noopener noreferrer" className="marker-doc-link">
            <Icon icon="document-open" aria-hidden /> {marker.docinfo_lt ?? marker.docinfo_url}
          </a>
        </p>
      )}
      {marker.bibliography.length > 0 && (
        <>
          <H4>{t('bloodResults.detail.bibliography')}</H4>
          <ol className="marker-bibliography">
            {marker.bibliography.map((entry, index) => (
              <li key={index}>{entry}</li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
