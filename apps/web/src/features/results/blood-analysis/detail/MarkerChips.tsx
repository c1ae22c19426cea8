import { H4, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { type MarkerChips_marker$key } from './__generated__/MarkerChips_marker.graphql';

interface Props {
  patientId: string;
  markerRef: MarkerChips_marker$key;
}

/** Symptoms, indications and micronutrients as chips; a micronutrient leads to the patient's micronutrient page. */
export function MarkerChips({ patientId, markerRef }: Props) {
  const { t } = useTranslation();
  const marker = useFragment(
    graphql`
      fragment MarkerChips_marker on BloodMarker {
        symptoms {
          id
          name
        }
        indications {
          id
          name
        }
        micronutrients {
          id
          name
        }
      }
    `,
    markerRef,
  );
  return (
    <section className="marker-chip-groups">
      {marker.symptoms.length > 0 && (
        <>
          <H4>{t('bloodResults.detail.symptoms')}</H4>
          <div className="marker-chips">
            {marker.symptoms.map((entry) => (
              <Tag key={entry.id} minimal round>
                {entry.name}
              </Tag>
            ))}
          </div>
        </>
      )}
      {marker.indications.length > 0 && (
        <>
          <H4>{t('bloodResults.detail.indications')}</H4>
          <div className="marker-chips">
            {marker.indications.map((entry) => (
              <Tag key={entry.id} minimal round>
                {entry.name}
              </Tag>
            ))}
          </div>
        </>
      )}
      {marker.micronutrients.length > 0 && (
        <>
          <H4>{t('bloodResults.detail.micronutrients')}</H4>
          <div className="marker-chips">
            {marker.micronutrients.map((entry) => (
              <Link key={entry.id} to={`/patients/${patientId}/micronutrients/${entry.id}`}>
                <Tag minimal round interactive intent="primary" icon="link">
                  {entry.name}
                </Tag>
              </Link>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
