import { Module } from '@nestjs/common';
import { AdminSalesController } from './admin-sales.controller';
import { ChangeSalesHandler, ListAllSalesHandler } from './sales.handler';

/** Sales on the `catalog` stream: the admin API that schedules, changes and ends them. */
@Module({ controllers: [AdminSalesController], providers: [ChangeSalesHandler, ListAllSalesHandler] })
export class SalesModule {}
