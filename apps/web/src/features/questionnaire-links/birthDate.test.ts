import { describe, expect, it } from 'vitest';
import { checkBirthDate } from './birthDate';

const today = '2026-11-25';

describe('checkBirthDate', () => {
  it('takes DD.MM.YYYY and DD-MM-YYYY and sends yyyy-mm-dd', () => {
    expect(checkBirthDate('21.03.1984', today)).toEqual({ iso: '1984-03-21' });
    expect(checkBirthDate('21-03-1984', today)).toEqual({ iso: '1984-03-21' });
    expect(checkBirthDate(' 1.3.1984 ', today)).toEqual({ iso: '1984-03-01' });
  });

  it('is required', () => {
    expect(checkBirthDate('', today)).toEqual({ problem: 'required' });
    expect(checkBirthDate('   ', today)).toEqual({ problem: 'required' });
  });

  it('refuses what is not a real date', () => {
    expect(checkBirthDate('31.02.1984', today)).toEqual({ problem: 'format' });
    expect(checkBirthDate('21.03.84', today)).toEqual({ problem: 'format' });
    expect(checkBirthDate('21.03-1984', today)).toEqual({ problem: 'format' });
    expect(checkBirthDate('gestern', today)).toEqual({ problem: 'format' });
  });

  it('is not before 1900-01-01', () => {
    expect(checkBirthDate('01.01.1900', today)).toEqual({ iso: '1900-01-01' });
    expect(checkBirthDate('31.12.1899', today)).toEqual({ problem: 'beforeMinimum' });
  });

  it('is not later than today', () => {
    expect(checkBirthDate('25.11.2026', today)).toEqual({ iso: '2026-11-25' });
    expect(checkBirthDate('26.11.2026', today)).toEqual({ problem: 'inFuture' });
  });
});
