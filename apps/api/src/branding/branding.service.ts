import {
  BrandFieldCode,
  BrandingMessages,
  brandColorOnDark,
  brandColorProblem,
  DEFAULT_BRAND_COLOR,
  DOCUMENT_FONT_FAMILIES,
  type DocumentFont,
  isDocumentFont,
  normalizeHexColor,
  WorkspaceMessages,
} from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { invalidFields } from '../common/errors/validation';
import type { FieldRefusal } from '@dealdraft/domain';
import { AppConfig } from '../config/app-config';
import { productEmailBrand, type EmailBrand, type WorkspaceEmailBrand } from '../email/email-brand';
import { Workspace } from '../workspaces/workspace.entity';
import type { UpdateBrandInput } from './dto/update-brand.input';
import { readLogo } from './logo-file';
import type { BrandModel } from './models/brand.model';
import { WorkspaceLogo } from './workspace-logo.entity';

const M = BrandingMessages;

/** The public path of a logo: content-addressed, so it is cached for good. */
export const logoPath = (sha256: string) => `/api/brand/logos/${sha256}`;

const SHA256 = /^[0-9a-f]{64}$/;

/** A workspace's logo, colour and font: set by its owner or admins, read by every page and mail. */
@Injectable()
export class BrandingService implements WorkspaceEmailBrand {
  constructor(
    @InjectRepository(WorkspaceLogo) private readonly logos: Repository<WorkspaceLogo>,
    @InjectRepository(Workspace) private readonly workspaces: Repository<Workspace>,
    private readonly config: AppConfig,
  ) {}

  async brandOf(workspaceId: string): Promise<BrandModel> {
    const [workspace, logo] = await Promise.all([
      this.workspaces.findOne({
        where: { id: workspaceId },
        select: { id: true, brandColor: true, documentFont: true },
      }),
      this.logos.findOneBy({ workspaceId }),
    ]);
    if (!workspace) throw AppError.notFound(WorkspaceMessages.notFound);
    const color = workspace.brandColor ?? DEFAULT_BRAND_COLOR;
    return {
      logoUrl: logo ? this.absolute(logoPath(logo.sha256)) : null,
      logoWidth: logo?.width ?? null,
      logoHeight: logo?.height ?? null,
      logoContentType: logo?.contentType ?? null,
      color,
      colorOnDark: brandColorOnDark(color),
      customColor: workspace.brandColor,
      font: workspace.documentFont,
      fontFamily: DOCUMENT_FONT_FAMILIES[workspace.documentFont],
    };
  }

  /**
   * The brand an e-mail carries (the templates take it as an argument): the logo's absolute URL,
   * except an SVG's, which most mail apps do not display (the header shows the name instead).
   */
  async emailBrandOf(workspaceId: string): Promise<EmailBrand> {
    const [workspace, logo] = await Promise.all([
      this.workspaces.findOne({
        where: { id: workspaceId },
        select: { id: true, name: true, brandColor: true },
      }),
      this.logos.findOneBy({ workspaceId }),
    ]);
    // A workspace deleted while its mail waited: the product's brand, as the mail layer's own.
    if (!workspace) return productEmailBrand();
    return {
      name: workspace.name,
      color: workspace.brandColor ?? DEFAULT_BRAND_COLOR,
      logoUrl:
        logo && logo.contentType !== 'image/svg+xml' ? this.absolute(logoPath(logo.sha256)) : null,
    };
  }

  /** The logo's absolute URL, or null: for pages that show the logo beside their own data. */
  async logoUrlOf(workspaceId: string): Promise<string | null> {
    const logo = await this.logos.findOneBy({ workspaceId });
    return logo ? this.absolute(logoPath(logo.sha256)) : null;
  }

  /** Colour and font; a field left out keeps its value. Each bad field is named. */
  async update(workspaceId: string, input: UpdateBrandInput): Promise<BrandModel> {
    const refusals: FieldRefusal[] = [];
    const changes: Partial<Pick<Workspace, 'brandColor' | 'documentFont'>> = {};
    if (input.color !== undefined) {
      const text = input.color?.trim() ?? '';
      if (text === '') changes.brandColor = null;
      else {
        const problem = brandColorProblem(text);
        if (problem)
          refusals.push({ field: 'color', code: BrandFieldCode.ColorContrast, message: problem });
        else changes.brandColor = normalizeHexColor(text);
      }
    }
    if (input.font !== undefined && input.font !== null) {
      if (isDocumentFont(input.font)) changes.documentFont = input.font as DocumentFont;
      else
        refusals.push({ field: 'font', code: BrandFieldCode.FontUnknown, message: M.fontUnknown });
    }
    if (refusals.length) throw invalidFields(refusals);
    if (Object.keys(changes).length) await this.workspaces.update(workspaceId, changes);
    return this.brandOf(workspaceId);
  }

  /** Sets or replaces the logo (the old one's URL stops answering: its row is this one). */
  async uploadLogo(workspaceId: string, bytes: Buffer): Promise<BrandModel> {
    const logo = readLogo(bytes);
    await this.logos.upsert(
      {
        workspaceId,
        sha256: logo.sha256,
        contentType: logo.contentType,
        bytes: logo.bytes,
        width: logo.width,
        height: logo.height,
        updatedAt: new Date(),
      },
      ['workspaceId'],
    );
    return this.brandOf(workspaceId);
  }

  async removeLogo(workspaceId: string): Promise<BrandModel> {
    const { affected } = await this.logos.delete({ workspaceId });
    if (!affected) throw AppError.notFound(M.logoNotFound);
    return this.brandOf(workspaceId);
  }

  /** A logo by its hash, for the public URL; 404 for a hash no workspace's logo has. */
  async logoFile(sha256: string): Promise<{ contentType: string; bytes: Buffer }> {
    if (!SHA256.test(sha256)) throw AppError.notFound(M.logoNotFound);
    const logo = await this.logos
      .createQueryBuilder('l')
      .addSelect('l.bytes')
      .where('l.sha256 = :sha256', { sha256 })
      .limit(1)
      .getOne();
    if (!logo) throw AppError.notFound(M.logoNotFound);
    return { contentType: logo.contentType, bytes: logo.bytes };
  }

  private absolute(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }
}
