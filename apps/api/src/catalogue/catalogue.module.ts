import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateLimit } from '../common/rate-limit/create-limit';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import { CatalogueItem } from './catalogue-item.entity';
import { CatalogueController } from './catalogue.controller';
import { CatalogueResolver } from './catalogue.resolver';
import { CatalogueService } from './catalogue.service';

/** The catalogue: items a document line is filled from (a copy, never a link). */
@Module({
  imports: [TypeOrmModule.forFeature([CatalogueItem])],
  controllers: [CatalogueController],
  providers: [CatalogueService, CatalogueResolver, RateLimiter, CreateLimit],
  exports: [CatalogueService],
})
export class CatalogueModule {}
