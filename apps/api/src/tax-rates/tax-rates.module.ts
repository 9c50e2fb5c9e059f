import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TaxRate } from './tax-rate.entity';
import { TaxRatesController } from './tax-rates.controller';
import { TaxRatesResolver } from './tax-rates.resolver';
import { TaxRatesService } from './tax-rates.service';

/** Workspace tax rates. */
@Module({
  imports: [TypeOrmModule.forFeature([TaxRate])],
  controllers: [TaxRatesController],
  providers: [TaxRatesService, TaxRatesResolver],
  exports: [TaxRatesService],
})
export class TaxRatesModule {}
