import { Module } from '@nestjs/common';
import { OrderFigures } from './order-figures.service.js';

/** The orders' figures for the admin's screens above the orders area (dashboard, therapist list). */
@Module({ providers: [OrderFigures], exports: [OrderFigures] })
export class OrderFiguresModule {}
