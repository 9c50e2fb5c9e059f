import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { BrandingController } from './branding.controller';
import { BrandingResolver, WorkspaceBrandResolver } from './branding.resolver';
import { BrandingService } from './branding.service';
import { WorkspaceLogo } from './workspace-logo.entity';

/**
 * A workspace's brand: its logo (stored in PostgreSQL, served by hash), colour and font. The
 * client pages, the PDFs and the e-mails read it through BrandingService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([WorkspaceLogo]), WorkspacesModule],
  controllers: [BrandingController],
  providers: [BrandingService, BrandingResolver, WorkspaceBrandResolver],
  exports: [BrandingService],
})
export class BrandingModule {}
