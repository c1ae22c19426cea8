import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { BloodUpload } from './blood-upload.entity.js';

/**
 * Uploads with their patient and the patient's practice, in one statement (never the file's bytes):
 * the doctor's list, the service team's queue and one upload all read them this way.
 */
export function uploadsQuery(manager: EntityManager): SelectQueryBuilder<BloodUpload> {
  return manager
    .getRepository(BloodUpload)
    .createQueryBuilder('upload')
    .innerJoinAndSelect('upload.patient', 'patient')
    .leftJoinAndMapOne(
      'upload.practice',
      'MedicalCenter',
      'practice',
      'practice.id = patient.medical_center_id',
    );
}
