import { CatalogueModule } from '../catalogue/catalogue.module';
import { ClientsModule } from '../clients/clients.module';
import { Module } from '@nestjs/common';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

/** CSV imports of clients and catalogue items. */
@Module({
  imports: [ClientsModule, CatalogueModule],
  controllers: [ImportsController],
  providers: [ImportsService, RateLimiter, CreateLimit],
})
export class ImportsModule {}
