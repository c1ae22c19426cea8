import type { MigrationInterface, QueryRunner } from 'typeorm';

// orders.patient_medical_center_id: the order's copy of its patient's current practice, which decides who
// sees it (scopeOrders). Kept by triggers in the transaction of every write, whoever writes: set from the
// patient when an order is inserted (or moved to another patient), rewritten on every order of a patient
// whose practice changes (a move, the bin, a restore). A practice's orders list then reads its index
// instead of joining patients and sorting all the practice's orders.
export class OrderPatientPractice1796601944759 implements MigrationInterface {
  name = 'OrderPatientPractice1796601944759';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" ADD "patient_medical_center_id" bigint`);

    // No write may fall between the backfill and the triggers.
    await queryRunner.query(`LOCK TABLE patients, orders IN SHARE ROW EXCLUSIVE MODE`);
    await queryRunner.query(`
      CREATE FUNCTION orders_copy_patient_practice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.patient_medical_center_id := (SELECT p.medical_center_id FROM patients p WHERE p.id = NEW.patient_id);
        RETURN NEW;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER orders_patient_practice_insert BEFORE INSERT ON orders
      FOR EACH ROW EXECUTE FUNCTION orders_copy_patient_practice()`);
    await queryRunner.query(`CREATE TRIGGER orders_patient_practice_update BEFORE UPDATE OF patient_id, patient_medical_center_id ON orders
      FOR EACH ROW EXECUTE FUNCTION orders_copy_patient_practice()`);
    await queryRunner.query(`
      CREATE FUNCTION patients_move_order_practice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE orders SET patient_medical_center_id = NEW.medical_center_id WHERE patient_id = NEW.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER patients_order_practice_update AFTER UPDATE OF medical_center_id ON patients
      FOR EACH ROW WHEN (OLD.medical_center_id IS DISTINCT FROM NEW.medical_center_id)
      EXECUTE FUNCTION patients_move_order_practice()`);

    await queryRunner.query(`
      UPDATE orders o SET patient_medical_center_id = p.medical_center_id
      FROM patients p WHERE p.id = o.patient_id AND p.medical_center_id IS NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "orders_patient_practice_created_index" ON "orders" ("patient_medical_center_id", "created_at", "id") WHERE "placed_at" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."orders_patient_practice_created_index"`);
    await queryRunner.query(`DROP TRIGGER patients_order_practice_update ON patients`);
    await queryRunner.query(`DROP FUNCTION patients_move_order_practice()`);
    await queryRunner.query(`DROP TRIGGER orders_patient_practice_update ON orders`);
    await queryRunner.query(`DROP TRIGGER orders_patient_practice_insert ON orders`);
    await queryRunner.query(`DROP FUNCTION orders_copy_patient_practice()`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "patient_medical_center_id"`);
  }
}
