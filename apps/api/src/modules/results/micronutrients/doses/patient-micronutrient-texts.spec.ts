import { micronutrientDoseProblem } from '@portal/shared-types';
import { doseProblemMessage } from './patient-micronutrient-texts.js';

const vitaminD = { name: 'Vitamin D3', unit: 'IE', min_value: 0, max_value: 4000 };
const wordOf = (value: number, bounds = vitaminD) => {
  const problem = micronutrientDoseProblem(value, bounds);
  return problem && doseProblemMessage(problem, bounds);
};

describe('dose messages', () => {
  it.each([1.005, 0.001])('names the decimals rule for %d', (value) => {
    expect(wordOf(value)).toBe('Der Wert darf höchstens zwei Nachkommastellen haben.');
  });

  it.each([-0.01, 4000.01])('names the range with German numbers for %d', (value) => {
    expect(wordOf(value)).toBe('Der Wert für Vitamin D3 muss zwischen 0 und 4.000 IE liegen.');
  });

  it('writes decimals with a comma', () => {
    expect(doseProblemMessage('range', { name: 'Zink', unit: 'mg', min_value: 0.5, max_value: 25 })).toBe(
      'Der Wert für Zink muss zwischen 0,5 und 25 mg liegen.',
    );
  });
});
