import { H4, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { formatNumber, formatValue } from '../shared/formatValue';
import { type UnitConversion_marker$key } from './__generated__/UnitConversion_marker.graphql';

/** 'Umrechnung': the units a lab may report the marker in, their factor, and the value in each. */
export function UnitConversion({ markerRef }: { markerRef: UnitConversion_marker$key }) {
  const { t } = useTranslation();
  const marker = useFragment(
    graphql`
      fragment UnitConversion_marker on BloodMarker {
        formattedUnit
        currentValue
        molar_mass
        unitAlternatives {
          unit
          factor
        }
      }
    `,
    markerRef,
  );
  if (marker.unitAlternatives.length === 0 && marker.molar_mass == null) return null;
  const value = marker.currentValue;
  return (
    <section className="unit-conversion">
      <H4>{t('bloodResults.detail.conversion')}</H4>
      {marker.unitAlternatives.length > 0 && (
        <HTMLTable compact>
          <thead>
            <tr>
              <th>{t('bloodResults.detail.unit')}</th>
              <th className="numeric">{t('bloodResults.detail.factor', { unit: marker.formattedUnit })}</th>
              {value != null && <th className="numeric">{t('bloodResults.detail.value')}</th>}
            </tr>
          </thead>
          <tbody>
            {marker.unitAlternatives.map((alternative) => (
              <tr key={alternative.unit}>
                <td>{alternative.unit}</td>
                <td className="numeric">{formatNumber(alternative.factor)}</td>
                {value != null && (
                  // value in the marker's unit = value in this unit × factor
                  <td className="numeric">
                    {alternative.factor === 0
                      ? '–'
                      : `${formatValue(value / alternative.factor)} ${alternative.unit}`}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {marker.molar_mass != null && (
        <p>{t('bloodResults.detail.molarMass', { value: formatNumber(marker.molar_mass) })}</p>
      )}
    </section>
  );
}
