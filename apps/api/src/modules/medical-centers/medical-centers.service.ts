import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { compactIban, compactVatId, isRowId, practiceTaxViolations } from '@portal/shared-types';
import { NotFoundError, ValidationError } from '../../common/errors/app-error.js';
import { AuditedWrites } from '../audit/index.js';
import type { Viewer } from '../../common/auth/viewer.js';
import { countCertifications, countSpecializations } from '../catalog/index.js';
import { type User, UsersService } from '../users/index.js';
import { AddressType, MedicalCenterAddress } from './entities/medical-center-address.entity.js';
import { MedicalCenter } from './entities/medical-center.entity.js';
import type {
  AddressInput,
  BillingAddressInput,
  TaxDetailsInput,
  UpsertMedicalCenterInput,
} from './medical-centers.types.js';
import { ValidationText } from '../../common/validation/validation-texts.js';

const blank = (value: string | null | undefined) => !value || !value.trim();

/**
 * The practice's tax status with its Steuernummer and USt-IdNr (issue 31, point 4), checked with the rule
 * the web form uses: every violated field gets its message (German; the web words it from the key).
 */
function applyTaxDetails(center: MedicalCenter, input: TaxDetailsInput): void {
  const violations = practiceTaxViolations(input);
  if (violations.length) {
    const messages: Record<string, string[]> = {};
    for (const { field, rule } of violations)
      (messages[`input.medicalCenterTaxDetails.${field}`] ??= []).push(ValidationText[rule]);
    throw new ValidationError(messages);
  }
  const vatId = compactVatId(input.vat_no ?? '');
  center.tax_status = input.tax_status;
  center.billing = {
    ...center.billing,
    vat_no: vatId || null,
    tax_number: input.tax_number?.trim() || null,
  };
}

/** The viewer's practice: office data, billing, contact, specializations and certifications. */
@Injectable()
export class MedicalCentersService {
  constructor(
    private readonly writes: AuditedWrites,
    private readonly users: UsersService,
  ) {}

  upsert(viewer: Viewer, input: UpsertMedicalCenterInput): Promise<MedicalCenter> {
    return this.writes.run(viewer, 'upsertMedicalCenter', async (manager) => {
      const user = await this.users.byIdOrFail(manager, viewer.user.id);
      if (input.id && input.id !== user.medical_center_id) throw new NotFoundError('Medical center');
      if (input.user_id && input.user_id !== user.id) throw new NotFoundError('User');
      const wantsLinks = input.specializations || input.certifications;
      if (!user.medical_center_id && wantsLinks && !input.name) {
        throw ValidationError.of('input.specializations', ValidationText.practiceRequired);
      }
      const center = user.medical_center_id
        ? await manager.findOneByOrFail(MedicalCenter, { id: user.medical_center_id })
        : await this.createFor(manager, user, input);
      await this.apply(manager, center, input);
      return manager.findOneByOrFail(MedicalCenter, { id: center.id });
    });
  }

  /** Used by registration: the new doctor's practice in the same transaction as the account. */
  async createFor(
    manager: EntityManager,
    user: Pick<User, 'id' | 'medical_center_id'>,
    input: UpsertMedicalCenterInput,
  ): Promise<MedicalCenter> {
    if (blank(input.name)) throw ValidationError.of('input.name', ValidationText.required);
    if (!input.medicalCenterAddress)
      throw ValidationError.of('input.medicalCenterAddress', ValidationText.required);
    const center = await manager.save(
      manager.create(MedicalCenter, { name: input.name!.trim(), billing: {}, contact: {} }),
    );
    await this.users.assignPractice(manager, user.id, center.id);
    user.medical_center_id = center.id;
    return center;
  }

  /**
   * A doctor's account was deleted for good: the practice goes too, unless another account or a record
   * elsewhere (an old credit note) still points to it. Then it stays. In the caller's transaction.
   */
  async deleteIfUnused(manager: EntityManager, centerId: string): Promise<void> {
    if (await this.users.practiceHasAccounts(manager, centerId)) return;
    await manager.query('SAVEPOINT delete_practice');
    try {
      await manager.delete(MedicalCenter, centerId);
      await manager.query('RELEASE SAVEPOINT delete_practice');
    } catch (error) {
      if ((error as { code?: string }).code !== '23503') throw error;
      await manager.query('ROLLBACK TO SAVEPOINT delete_practice');
    }
  }

  async apply(manager: EntityManager, center: MedicalCenter, input: UpsertMedicalCenterInput): Promise<void> {
    if (!blank(input.name)) center.name = input.name!.trim();
    const details = input.medicalCenterBillingDetails;
    if (details) {
      const holder = details.account_holder?.trim() || null;
      const iban = details.iban ? compactIban(details.iban) || null : null;
      // Billing details are kept only as a pair: a fee can be paid out only with both.
      if (Boolean(holder) !== Boolean(iban)) {
        throw ValidationError.of(
          holder
            ? 'input.medicalCenterBillingDetails.iban'
            : 'input.medicalCenterBillingDetails.account_holder',
          ValidationText.billingDetailsHint,
        );
      }
      center.billing = {
        ...center.billing,
        account_holder: holder,
        iban,
        bic: details.bic?.trim() || null,
        vat_no: details.vat_no?.trim() || null,
        tax_number: center.billing?.tax_number ?? null,
      };
    }
    if (input.medicalCenterTaxDetails) applyTaxDetails(center, input.medicalCenterTaxDetails);
    const contact = input.medicalCenterContactDetails;
    if (contact) {
      center.contact = {
        email: contact.email.trim().toLowerCase(),
        country_code: contact.country_code,
        phone_number: contact.phone_number || null,
      };
    }
    await manager.save(center);

    const office = input.medicalCenterAddress;
    if (office) await this.saveAddress(manager, center.id, AddressType.OFFICE, office);
    if (input.medicalCenterBillingAddress !== undefined)
      await this.saveBilling(manager, center.id, input.medicalCenterBillingAddress, office);
    if (input.specializations)
      await this.sync(
        manager,
        'medical_center_specializations',
        'specialization_id',
        countSpecializations,
        center.id,
        input.specializations.sync,
        'input.specializations.sync',
      );
    if (input.certifications)
      await this.sync(
        manager,
        'medical_center_certifications',
        'certification_id',
        countCertifications,
        center.id,
        input.certifications.sync,
        'input.certifications.sync',
      );
  }

  private async saveAddress(
    manager: EntityManager,
    centerId: string,
    type: AddressType,
    input: AddressInput,
  ): Promise<void> {
    const values = {
      address: input.address.trim(),
      zip_code: input.zip_code.trim(),
      city: input.city.trim(),
      country_code: input.country_code,
    };
    const existing = await manager.findOneBy(MedicalCenterAddress, { medical_center_id: centerId, type });
    if (existing) await manager.update(MedicalCenterAddress, existing.id, values);
    else await manager.insert(MedicalCenterAddress, { medical_center_id: centerId, type, ...values });
  }

  // Blank billing fields fall back to the office address; no billing address at all removes it.
  private async saveBilling(
    manager: EntityManager,
    centerId: string,
    input: BillingAddressInput | null,
    officeInput: AddressInput | null | undefined,
  ): Promise<void> {
    const allBlank = !input || [input.address, input.zip_code, input.city, input.country_code].every(blank);
    if (allBlank) {
      await manager.delete(MedicalCenterAddress, { medical_center_id: centerId, type: AddressType.BILLING });
      return;
    }
    const office =
      officeInput ??
      (await manager.findOneBy(MedicalCenterAddress, {
        medical_center_id: centerId,
        type: AddressType.OFFICE,
      }));
    const pick = (value: string | null | undefined, fallback: string | undefined) =>
      blank(value) ? fallback : value!.trim();
    const merged = {
      address: pick(input.address, office?.address),
      zip_code: pick(input.zip_code, office?.zip_code),
      city: pick(input.city, office?.city),
      country_code: pick(input.country_code, office?.country_code),
    };
    if (!merged.address || !merged.zip_code || !merged.city || !merged.country_code) {
      throw ValidationError.of('input.medicalCenterBillingAddress', ValidationText.required);
    }
    await this.saveAddress(manager, centerId, AddressType.BILLING, merged as AddressInput);
  }

  private async sync(
    manager: EntityManager,
    table: string,
    column: string,
    countKnown: (manager: EntityManager, ids: string[]) => Promise<number>,
    centerId: string,
    ids: string[],
    path: string,
  ): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.some((id) => !isRowId(id))) throw ValidationError.of(path, ValidationText.unknownEntry);
    const known = unique.length ? await countKnown(manager, unique) : 0;
    if (known !== unique.length) throw ValidationError.of(path, ValidationText.unknownEntry);
    await manager.query(`DELETE FROM ${table} WHERE medical_center_id = $1`, [centerId]);
    if (unique.length) {
      await manager.query(
        `INSERT INTO ${table} (medical_center_id, ${column}) SELECT $1, unnest($2::bigint[])`,
        [centerId, unique],
      );
    }
  }
}
