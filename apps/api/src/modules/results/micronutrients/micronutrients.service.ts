import { Injectable } from '@nestjs/common';
import { isRowId, SortOrder } from '@portal/shared-types';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Viewer } from '../../../common/auth/viewer.js';
import { ForbiddenError } from '../../../common/errors/app-error.js';
import { paginate } from '../../../common/pagination/paginate.js';
import type { Page } from '../../../common/pagination/paginated.type.js';
import { escapeLike } from '../../../common/sql/escape-like.js';
import { MicronutrientsError } from './micronutrients.errors.js';
import { Micronutrient } from './micronutrient.entity.js';
import type { MicronutrientsArgs } from './micronutrients.types.js';

@Injectable()
export class MicronutrientsService {
  constructor(@InjectRepository(Micronutrient) private readonly micronutrients: Repository<Micronutrient>) {}

  /** The catalogue page by page in the recipe's order; `search` matches the German or English name. */
  async list(viewer: Viewer, args: MicronutrientsArgs): Promise<Page<Micronutrient>> {
    assertMayRead(viewer);
    const query = this.micronutrients.createQueryBuilder('micronutrient');
    const search = args.search?.trim().toLowerCase();
    if (search)
      query.where(
        '(lower(micronutrient.name_de) LIKE :search OR lower(micronutrient.name_en) LIKE :search)',
        {
          search: `%${escapeLike(search)}%`,
        },
      );
    return paginate(query, args, {
      columns: { SORT_ORDER: 'micronutrient.sort_order' },
      defaultOrder: [{ column: 'SORT_ORDER', order: SortOrder.ASC }],
      tieBreaker: 'micronutrient.id',
    });
  }

  /** One micronutrient, or null for an unknown id. */
  async get(viewer: Viewer, id: string): Promise<Micronutrient | null> {
    assertMayRead(viewer);
    if (!isRowId(id)) return null;
    return this.micronutrients.findOneBy({ id });
  }

  /** The micronutrients with these ids, by id; unknown or malformed ids are simply absent. */
  async byIds(ids: string[]): Promise<Map<string, Micronutrient>> {
    const wellFormed = [...new Set(ids.filter(isRowId))];
    if (!wellFormed.length) return new Map();
    const rows = await this.micronutrients.findBy({ id: In(wellFormed) });
    return new Map(rows.map((row) => [row.id, row]));
  }
}

// Reference data of the practice: doctors with a practice and administrators read it.
function assertMayRead(viewer: Viewer): void {
  if (!viewer.isAdmin && !viewer.user.medical_center_id)
    throw new ForbiddenError(MicronutrientsError.practiceRequired);
}
