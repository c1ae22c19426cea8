import type { DataSource } from 'typeorm';

// Demo accounts, patients and orders are added here by the areas that own them (accounts first).
export async function seedDemo(_dataSource: DataSource): Promise<Record<string, number>> {
  return {};
}
