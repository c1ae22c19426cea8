import { Button, Collapse } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dnaLegendColors } from './dnaColors';

/** What the scale's colours mean, in words; closed until asked for. */
export function DnaLegend() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="result-legend">
      <Button
        variant="minimal"
        icon="info-sign"
        endIcon={open ? 'chevron-up' : 'chevron-down'}
        aria-expanded={open}
        text={t(open ? 'dnaAnalysis.legend.hide' : 'dnaAnalysis.legend.show')}
        onClick={() => setOpen(!open)}
      />
      <Collapse isOpen={open}>
        <ul>
          {dnaLegendColors.map(({ key, color }) => (
            <li key={key}>
              <span className="legend-swatch" style={{ background: color }} aria-hidden />
              {t(`dnaAnalysis.legend.${key}`)}
            </li>
          ))}
        </ul>
        <p>{t('dnaAnalysis.legend.marker')}</p>
      </Collapse>
    </div>
  );
}
