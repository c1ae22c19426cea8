import { Injectable } from '@nestjs/common';
import type { DeepPartial, EntityManager } from 'typeorm';
import { normalizeEmail } from '@portal/shared-types';
import { ValidationError } from '../../../common/errors/app-error.js';
import { MedicalCentersService } from '../../medical-centers/index.js';
import type { UpsertMedicalCenterInput } from '../../medical-centers/medical-centers.types.js';
import { type Doctor, isEmailTaken, type User, UsersService } from '../../users/index.js';
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
  constructor(
    private readonly centers: MedicalCentersService,
    private readonly users: UsersService,
  ) {}

  async create(
    manager: EntityManager,
    account: DeepPartial<User> & { email: string },
    practice: UpsertMedicalCenterInput,
    practicePath: string,
  ): Promise<{ user: User; doctor: Doctor }> {
    const email = normalizeEmail(account.email);
    if (await this.users.emailInUse(manager, email))
      throw ValidationError.of('input.email', RegistrationError.emailTaken);
    const { user, doctor } = await this.users.createDoctor(manager, { ...account, email });
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
