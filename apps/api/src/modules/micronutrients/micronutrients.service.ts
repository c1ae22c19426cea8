import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { isRowId } from '../../common/validation/rules.js';
import { Micronutrient } from './micronutrient.entity.js';

@Injectable()
export class MicronutrientsService {
  constructor(@InjectRepository(Micronutrient) private readonly micronutrients: Repository<Micronutrient>) {}

  /** The micronutrients with these ids, by id; unknown or malformed ids are simply absent. */
  async byIds(ids: string[], manager?: EntityManager): Promise<Map<string, Micronutrient>> {
    const wellFormed = [...new Set(ids.filter(isRowId))];
    if (!wellFormed.length) return new Map();
    const repository = manager ? manager.getRepository(Micronutrient) : this.micronutrients;
    const rows = await repository.findBy({ id: In(wellFormed) });
    return new Map(rows.map((row) => [row.id, row]));
  }
}
