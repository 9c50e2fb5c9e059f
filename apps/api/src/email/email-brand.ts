import { DEFAULT_BRAND_COLOR, normalizeHexColor, PRODUCT_NAME } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
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
 * A workspace's e-mail brand. Until logos can be uploaded this is its name and colour without a
 * logo; the one place to read the workspace's full brand (logo URL included) from.
 */
@Injectable()
export class EmailBrands {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(workspaceId: string): Promise<EmailBrand> {
    const [row]: { name: string; brand_color: string | null }[] = await this.dataSource.query(
      `SELECT name, brand_color FROM workspaces WHERE id = $1`,
      [workspaceId],
    );
    return defaultEmailBrand(row?.name ?? PRODUCT_NAME, row?.brand_color);
  }
}
