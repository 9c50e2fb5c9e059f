import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WorkspaceEmailBrand } from '../email/email-brand';
import { WorkspacesModule } from '../workspaces/workspaces.module';
import { BrandingService } from './branding.service';
import { WorkspaceLogo } from './workspace-logo.entity';

/**
 * The workspace's brand for every e-mail: e-mail (a platform below the features) declares
 * WorkspaceEmailBrand and its EmailBrands asks for it; this provides it from BrandingService,
 * in the worker that mails and in the api. Global, so each feature's mail module sees it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WorkspaceLogo]), WorkspacesModule],
  providers: [BrandingService, { provide: WorkspaceEmailBrand, useExisting: BrandingService }],
  exports: [WorkspaceEmailBrand],
})
export class BrandingEmailModule {}
