// Seeds reference data (always) and demo data (with --demo). Every seed is an upsert: run it as often as you like.
import dataSource from '../data-source.js';
import { seedBloodMarkers } from './reference/blood-markers.seed.js';
import { seedConsents } from './reference/consents.seed.js';
import { seedCountries } from './reference/countries.seed.js';
import { seedDnaMarkers } from './reference/dna-markers.seed.js';
import { seedFormulaTemplates } from './reference/formula-templates.seed.js';
import { seedLifestyleQuestions } from './reference/lifestyle-questions.seed.js';
import { seedMedications } from './reference/medications.seed.js';
import { seedMicronutrients } from './reference/micronutrients.seed.js';
import { seedPracticeProfile } from './reference/practice-profile.seed.js';
import { seedShop } from './reference/shop.seed.js';

const withDemo = process.argv.includes('--demo');

await dataSource.initialize();
try {
  const counts = {
    countries: await seedCountries(dataSource),
    consents: await seedConsents(dataSource),
    practiceProfile: await seedPracticeProfile(dataSource),
    lifestyleQuestions: await seedLifestyleQuestions(dataSource),
    micronutrients: await seedMicronutrients(dataSource),
    bloodMarkers: await seedBloodMarkers(dataSource),
    shopItems: await seedShop(dataSource),
    dnaMarkers: await seedDnaMarkers(dataSource),
    medications: await seedMedications(dataSource),
    // After the catalogues: the formulas read their codes.
    formulaTemplates: await seedFormulaTemplates(dataSource),
  };
  console.log(`reference data seeded: ${JSON.stringify(counts)}`);
  if (withDemo) {
    const { seedDemo } = await import('./demo/demo.seed.js');
    console.log(`demo data seeded: ${JSON.stringify(await seedDemo(dataSource))}`);
  }
} finally {
  await dataSource.destroy();
}
