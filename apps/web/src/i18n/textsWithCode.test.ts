import { describe, expect, it } from 'vitest';
import { planTexts, textPartsIn, textsOfParts, withTextImports } from '../../build/texts-with-code.ts';

const texts = {
  patients: { list: { title: 'Patienten' }, wizard: { title: 'Neuer Patient' }, heading: 'Patienten' },
  orders: { status: { Paid: 'Bezahlt' }, list: { title: 'Aufträge' } },
  errors: { NOT_FOUND: 'Nicht gefunden', FORBIDDEN: 'Verboten' },
};

describe('the texts a piece of built code refers to', () => {
  it('are the sections its literal keys name', () => {
    expect(textPartsIn('e(`patients.list.title`),e("orders.status.Paid")', texts)).toEqual(
      new Set(['patients.list', 'orders.status']),
    );
  });

  it('take a section from a template’s head, and the whole area when the head names none', () => {
    expect(textPartsIn('e(`orders.status.${s}`);e(`errors.${code}`)', texts)).toEqual(
      new Set(['orders.status', 'errors.NOT_FOUND', 'errors.FORBIDDEN']),
    );
  });

  it('take the whole area for a section it does not know, and ignore strings of no area', () => {
    expect(textPartsIn("'patients.csv';'index.html';'a.b'", texts)).toEqual(
      new Set(['patients.list', 'patients.wizard', 'patients.heading']),
    );
  });
});

describe('the plan of which texts travel with which chunk', () => {
  const chunk = (fileName: string, code: string, more: Partial<Parameters<typeof planTexts>[0][0]> = {}) => ({
    fileName,
    code,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    ...more,
  });

  it('gives the first screen its static closure’s texts and a lazy chunk what the first screen lacks', () => {
    const plan = planTexts(
      [
        chunk('assets/index.js', 'e("patients.list.title")', {
          isEntry: true,
          imports: ['assets/shared.js'],
          dynamicImports: ['assets/Wizard.js', 'assets/Plain.js'],
        }),
        chunk('assets/shared.js', '`orders.status.${s}`'),
        chunk('assets/Wizard.js', 'e("patients.wizard.title");e("patients.list.title")', {
          imports: ['assets/orderList.js'],
        }),
        chunk('assets/orderList.js', 'e("orders.list.title")'),
        chunk('assets/Plain.js', 'e("orders.status.Paid")'),
      ],
      texts,
    );
    expect(plan.entry).toEqual(['orders.status', 'patients.list']);
    expect([...plan.chunks]).toEqual([['assets/Wizard.js', ['orders.list', 'patients.wizard']]]);
  });

  it('writes the planned parts of one language as nested as the texts', () => {
    expect(textsOfParts(['patients.wizard', 'orders.status'], texts)).toEqual({
      patients: { wizard: { title: 'Neuer Patient' } },
      orders: { status: { Paid: 'Bezahlt' } },
    });
  });
});

describe('the chunks’ dynamic imports', () => {
  it('go through __portalImport, which loads a chunk’s texts beside it', () => {
    expect(withTextImports('P(()=>import(`./Page-AbC_12.js`),[]);import("./x-1.js")')).toBe(
      'P(()=>__portalImport("./Page-AbC_12.js"),[]);__portalImport("./x-1.js")',
    );
  });

  it('leave imports of computed addresses alone (the icons’ paths)', () => {
    expect(withTextImports('import(url);import(`/assets/icons/${n}.js`)')).toBe(
      'import(url);import(`/assets/icons/${n}.js`)',
    );
  });
});
