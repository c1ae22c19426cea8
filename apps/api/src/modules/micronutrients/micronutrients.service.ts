import { Injectable } from '@nestjs/common';
import { isRowId } from '@portal/shared-types';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Micronutrient } from './micronutrient.entity.js';

@Injectable()
export class MicronutrientsService {
  constructor(@InjectRepository(Micronutrient) private readonly micronutrients: Repository<Micronutrient>) {}

  /** The micronutrients with these ids, by id; unknown or malformed ids are simply absent. */
  async byIds(ids: string[]): Promise<Map<string, Micronutrient>> {
    const wellFormed = [...new Set(ids.filter(isRowId))];
    if (!wellFormed.length) return new Map();
    const rows = await this.micronutrients.findBy({ id: In(wellFormed) });
    return new Map(rows.map((row) => [row.id, row]));
  }
}
