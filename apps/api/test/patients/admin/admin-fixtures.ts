import type { INestApplication } from '@nestjs/common';
import { Permission } from '@portal/shared-types';
import { TestClient } from '../../helpers/client.js';
import { signedIn } from '../../helpers/session.js';

export type Account = Awaited<ReturnType<typeof signedIn>>;

export const signedInAdmin = (app: INestApplication) =>
  signedIn(app, { permissions: [Permission.ManageMedicalCenters] });

/**
 * Everyone who may not call an admin operation: a doctor, a formula manager without
 * ManageMedicalCenters, an anonymous caller and an admin impersonating a doctor.
 */
export async function outsiders(app: INestApplication): Promise<[string, TestClient, string][]> {
  const doctor = await signedIn(app);
  const formulaManager = await signedIn(app, { doctor: false, permissions: [Permission.ManageFormulas] });
  const impersonating = await signedInAdmin(app);
  const target = await signedIn(app);
  await impersonating.client.query(`mutation { loginAsDoctor(doctorId: "${target.doctor!.id}") { id } }`);
  await impersonating.client.csrf();
  return [
    ['a doctor', doctor.client, 'FORBIDDEN'],
    ['a formula manager without ManageMedicalCenters', formulaManager.client, 'FORBIDDEN'],
    ['an anonymous caller', new TestClient(app), 'UNAUTHENTICATED'],
    ['an admin impersonating a doctor', impersonating.client, 'FORBIDDEN'],
  ];
}
