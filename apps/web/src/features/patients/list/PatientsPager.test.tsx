import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { PatientsPager } from './PatientsPager';

function renderPager(props: Partial<Parameters<typeof PatientsPager>[0]>) {
  const onChange = vi.fn();
  void i18n.changeLanguage('de');
  render(
    <I18nextProvider i18n={i18n}>
      <PatientsPager page={1} first={50} lastPage={1} total={0} onChange={onChange} {...props} />
    </I18nextProvider>,
  );
  return onChange;
}

describe('PatientsPager', () => {
  it('names the exact total and stops at the last page', () => {
    renderPager({ page: 3, lastPage: 3, total: 1234 });
    expect(screen.getByText('Seite 3 von 3 (1.234 Patienten)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveProperty('disabled', true);
  });

  it('says "mehr als …" for a list counted only up to a bound, and goes on past its counted pages', () => {
    const onChange = renderPager({ page: 200, lastPage: 200, total: 10_000, totalIsLowerBound: true });
    expect(screen.getByText('Seite 200 von mindestens 200 (mehr als 10.000 Patienten)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onChange).toHaveBeenCalledWith({ page: 201 });
  });
});
