import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock/clock.js';
import { OrderFigures } from '../orders/index.js';
import { ShopService } from '../shop/index.js';
import type { BestSeller } from './admin-dashboard.types.js';

/**
 * The month's best sellers: the items of orders placed since the first day of the current month at
 * midnight (Berlin) that are paid and not cancelled, quantities summed per item as the doctor chose
 * it (a bundle counts as the bundle), most first (docs/decisions/admin-dashboard.md, "Admin patients and dashboard").
 */
@Injectable()
export class BestSellersService {
  constructor(
    private readonly figures: OrderFigures,
    private readonly shop: ShopService,
    private readonly clock: Clock,
  ) {}

  async list(first: number): Promise<BestSeller[]> {
    const sold = await this.figures.bestSellers(this.clock.now(), first);
    if (!sold.length) return [];
    const views = await this.shop.views();
    return sold.map((row) => ({ item: views.view(String(row.itemId)), quantity: row.quantity }));
  }
}
