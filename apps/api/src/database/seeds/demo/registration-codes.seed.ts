import type { DataSource } from 'typeorm';
import { PartnershipModel } from '../../../modules/catalog/entities/partnership-model.entity.js';
import { RegistrationCode } from '../../../modules/registration/entities/registration-code.entity.js';

// The code the demo and the Playwright journeys register with: unlimited, consulting-fee partnership.
export const DEMO_REGISTRATION_CODE = 'DEMO';

export async function seedDemoRegistrationCodes(dataSource: DataSource): Promise<number> {
  const codes = dataSource.getRepository(RegistrationCode);
  if (await codes.existsBy({ code: DEMO_REGISTRATION_CODE })) return 1;
  const model = await dataSource.getRepository(PartnershipModel).findOneByOrFail({ key: 'consulting-fee' });
  await codes.insert({
    code: DEMO_REGISTRATION_CODE,
    partnership_model_id: model.id,
    max_uses: null,
    active: true,
  });
  return 1;
}
