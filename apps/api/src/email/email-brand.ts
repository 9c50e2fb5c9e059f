import { DEFAULT_BRAND_COLOR, normalizeHexColor, PRODUCT_NAME } from '@dealdraft/domain';
import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** How an e-mail shows who sends it: the header's logo or name, the button's colour. */
export interface EmailBrand {
  name: string;
  /** "#rrggbb" */
  color: string;
  /** Absolute URL of the logo the header shows; null: the name, in the colour. */
  logoUrl: string | null;
}

/** A brand of a name alone: the workspace's colour (or the product's), no logo. */
export function defaultEmailBrand(name: string, color?: string | null): EmailBrand {
  return {
    name,
    color: (color && normalizeHexColor(color)) || DEFAULT_BRAND_COLOR,
    logoUrl: null,
  };
}

/** The product's own messages (account links, notices to the owner). */
export function productEmailBrand(): EmailBrand {
  return defaultEmailBrand(PRODUCT_NAME);
}

/**
 * Where a workspace's full brand comes from (its logo's URL included): declared here, provided
 * by branding/ (BrandingEmailModule), a feature above e-mail.
 */
export abstract class WorkspaceEmailBrand {
  abstract emailBrandOf(workspaceId: string): Promise<EmailBrand>;
}

/**
 * A workspace's e-mail brand: branding/'s (name, colour and logo) where that module is loaded,
 * else its name and colour without a logo. The one place mail reads the workspace's brand from.
 */
@Injectable()
export class EmailBrands {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() private readonly workspaceBrand?: WorkspaceEmailBrand,
  ) {}

  async of(workspaceId: string): Promise<EmailBrand> {
    if (this.workspaceBrand) return this.workspaceBrand.emailBrandOf(workspaceId);
    const [row]: { name: string; brand_color: string | null }[] = await this.dataSource.query(
      `SELECT name, brand_color FROM workspaces WHERE id = $1`,
      [workspaceId],
    );
    return defaultEmailBrand(row?.name ?? PRODUCT_NAME, row?.brand_color);
  }
}
