import { Injectable } from '@nestjs/common';
import type { DeepPartial, EntityManager } from 'typeorm';
import { normalizeEmail } from '@portal/shared-types';
import { ValidationError } from '../../../common/errors/app-error.js';
import { MedicalCentersService } from '../../medical-centers/medical-centers.service.js';
import type { UpsertMedicalCenterInput } from '../../medical-centers/medical-centers.types.js';
import { Doctor } from '../../users/entities/doctor.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { isEmailTaken } from '../../users/email-taken.js';
import { nextAccountingCode } from './accounting-code.js';
import { RegistrationError } from '../registration.errors.js';

// Errors of the shared practice code name `input.<field>`; here the practice sits under `practicePath`.
function underPractice(error: unknown, practicePath: string): unknown {
  if (!(error instanceof ValidationError)) return error;
  return new ValidationError(
    Object.fromEntries(
      Object.entries(error.validation).map(([path, messages]) => [
        path.replace(/^input\./, `${practicePath}.`),
        messages,
      ]),
    ),
  );
}

/** A doctor's account as self-registration and an admin's invitation create it: user, doctor role, practice. */
@Injectable()
export class DoctorAccountFactory {
  constructor(private readonly centers: MedicalCentersService) {}

  async create(
    manager: EntityManager,
    account: DeepPartial<User> & { email: string },
    practice: UpsertMedicalCenterInput,
    practicePath: string,
  ): Promise<{ user: User; doctor: Doctor }> {
    const email = normalizeEmail(account.email);
    if (await manager.existsBy(User, { email }))
      throw ValidationError.of('input.email', RegistrationError.emailTaken);
    const user = await manager.save(manager.create(User, { ...account, email }));
    const doctor = await manager.save(
      manager.create(Doctor, { user_id: user.id, accounting_code: await nextAccountingCode(manager) }),
    );
    try {
      const center = await this.centers.createFor(manager, user, practice);
      await this.centers.apply(manager, center, practice);
    } catch (error) {
      throw underPractice(error, practicePath);
    }
    return { user, doctor };
  }

  /** The live-e-mail index caught a concurrent registration of the address: the same answer as the check. */
  static emailTakenMeanwhile(error: unknown): never {
    if (isEmailTaken(error)) throw ValidationError.of('input.email', RegistrationError.emailTaken);
    throw error;
  }
}
