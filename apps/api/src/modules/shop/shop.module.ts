import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PatientsModule } from '../patients/index.js';
import { CatalogueService } from './catalogue.service.js';
import { ShopResolver } from './shop.resolver.js';
import { ShopService } from './shop.service.js';
import { BundleProduct } from './entities/bundle-product.entity.js';
import { DiscountCode } from './entities/discount-code.entity.js';
import { ShopItemRow } from './entities/shop-item.entity.js';
import { VatRate } from './entities/vat-rate.entity.js';

/** The shop's catalogue (items, bundles, VAT rates, discount codes) and the cart pricing engine. */
@Module({
  imports: [TypeOrmModule.forFeature([ShopItemRow, BundleProduct, VatRate, DiscountCode]), PatientsModule],
  providers: [CatalogueService, ShopService, ShopResolver],
  exports: [ShopService],
})
export class ShopModule {}
