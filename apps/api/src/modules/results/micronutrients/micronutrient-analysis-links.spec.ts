import { AnalysisType } from './graphql/result-types.js';
import { MicronutrientAnalysisLinks } from './micronutrient-analysis-links.js';

describe('MicronutrientAnalysisLinks', () => {
  it('links nothing while no area has registered a source', async () => {
    expect(await new MicronutrientAnalysisLinks().forMicronutrients(['1', '2'])).toEqual([[], []]);
  });

  it('asks every source once for the whole batch and groups the answers by micronutrient, blood before DNA', async () => {
    const links = new MicronutrientAnalysisLinks();
    const asked: string[][] = [];
    links.register('dna', async (ids) => {
      asked.push([...ids]);
      return [
        {
          micronutrientId: '1',
          id: '9',
          name: 'MTHFR C677T',
          code: 'MTHFR',
          analysis_type: AnalysisType.Dna,
        },
      ];
    });
    links.register('blood', async (ids) => {
      asked.push([...ids]);
      return [
        {
          micronutrientId: '1',
          id: '5',
          name: 'Homocystein',
          code: 'HCY',
          analysis_type: AnalysisType.Blood,
        },
        { micronutrientId: '1', id: '4', name: 'Folat', code: 'FOL', analysis_type: AnalysisType.Blood },
        // An id outside the batch is ignored.
        { micronutrientId: '7', id: '6', name: 'Zink', code: 'ZN', analysis_type: AnalysisType.Blood },
      ];
    });
    const result = await links.forMicronutrients(['1', '2']);
    expect(asked).toEqual([
      ['1', '2'],
      ['1', '2'],
    ]);
    expect(result[0].map((p) => p.code)).toEqual(['FOL', 'HCY', 'MTHFR']);
    expect(result[0][0]).toEqual({ id: '4', name: 'Folat', code: 'FOL', analysis_type: AnalysisType.Blood });
    expect(result[1]).toEqual([]);
  });

  it('refuses a second source under the same name', () => {
    const links = new MicronutrientAnalysisLinks();
    links.register('blood', async () => []);
    expect(() => links.register('blood', async () => [])).toThrow('registered twice');
  });
});
