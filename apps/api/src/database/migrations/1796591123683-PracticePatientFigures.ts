import type { MigrationInterface, QueryRunner } from 'typeorm';

// practice_patient_figures (modules/patients/entities/), kept exact by statement-level triggers on
// patients in the transaction of every write, whoever writes; a bulk write costs one grouped upsert.
const CHANGES = {
  INSERT: `SELECT 1 AS sign, n.medical_center_id FROM patients_new n`,
  UPDATE: `SELECT -1 AS sign, o.medical_center_id FROM patients_old o
           UNION ALL SELECT 1 AS sign, n.medical_center_id FROM patients_new n`,
  DELETE: `SELECT -1 AS sign, o.medical_center_id FROM patients_old o`,
};

const apply = (changes: string) => `
    INSERT INTO practice_patient_figures AS f (medical_center_id, patients)
    SELECT c.medical_center_id, sum(c.sign) FROM (${changes}) c
    WHERE c.medical_center_id IS NOT NULL
    GROUP BY 1 HAVING sum(c.sign) <> 0 ORDER BY 1
    ON CONFLICT (medical_center_id) DO UPDATE SET patients = f.patients + excluded.patients;`;

export class PracticePatientFigures1796591123683 implements MigrationInterface {
  name = 'PracticePatientFigures1796591123683';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "practice_patient_figures" ("medical_center_id" bigint NOT NULL, "patients" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_571822e3d07d7fecef17ca97b43" PRIMARY KEY ("medical_center_id"))`,
    );

    // No write may fall between the backfill and the triggers.
    await queryRunner.query(`LOCK TABLE patients IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(`
      CREATE FUNCTION practice_patient_figures_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${apply(CHANGES.INSERT)}
        ELSIF TG_OP = 'UPDATE' THEN ${apply(CHANGES.UPDATE)}
        ELSIF TG_OP = 'DELETE' THEN ${apply(CHANGES.DELETE)}
        ELSE DELETE FROM practice_patient_figures;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER patients_figures_insert AFTER INSERT ON patients
      REFERENCING NEW TABLE AS patients_new FOR EACH STATEMENT EXECUTE FUNCTION practice_patient_figures_apply()`);
    await queryRunner.query(`CREATE TRIGGER patients_figures_update AFTER UPDATE ON patients
      REFERENCING OLD TABLE AS patients_old NEW TABLE AS patients_new
      FOR EACH STATEMENT EXECUTE FUNCTION practice_patient_figures_apply()`);
    await queryRunner.query(`CREATE TRIGGER patients_figures_delete AFTER DELETE ON patients
      REFERENCING OLD TABLE AS patients_old FOR EACH STATEMENT EXECUTE FUNCTION practice_patient_figures_apply()`);
    await queryRunner.query(`CREATE TRIGGER patients_figures_truncate AFTER TRUNCATE ON patients
      FOR EACH STATEMENT EXECUTE FUNCTION practice_patient_figures_apply()`);

    await queryRunner.query(`
      INSERT INTO practice_patient_figures (medical_center_id, patients)
      SELECT medical_center_id, count(*) FROM patients WHERE medical_center_id IS NOT NULL GROUP BY 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const kind of ['insert', 'update', 'delete', 'truncate'])
      await queryRunner.query(`DROP TRIGGER patients_figures_${kind} ON patients`);
    await queryRunner.query(`DROP FUNCTION practice_patient_figures_apply()`);
    await queryRunner.query(`DROP TABLE "practice_patient_figures"`);
  }
}
