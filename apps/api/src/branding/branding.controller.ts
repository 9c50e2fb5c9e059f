import { BRAND_LIMITS, BrandFieldCode, BrandingMessages } from '@dealdraft/domain';
import { Body, Controller, Delete, Get, Param, Put, Req, Res } from '@nestjs/common';
import { raw, type Request, type Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { invalidField } from '../common/errors/validation';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { BrandingService } from './branding.service';
import { UpdateBrandInput } from './dto/update-brand.input';

const M = BrandingMessages;

@Controller()
export class BrandingController {
  constructor(private readonly branding: BrandingService) {}

  @Get('workspace/brand')
  async brand(@CurrentUser() user: AuthUser) {
    return ok(await this.branding.brandOf(user.workspaceId), M.fetched);
  }

  @AdminOnly()
  @Put('workspace/brand')
  async update(@CurrentUser() user: AuthUser, @Body() input: UpdateBrandInput) {
    return ok(await this.branding.update(user.workspaceId, input), M.updated);
  }

  /**
   * PUT /api/workspace/logo, the file as the body (as imports take theirs): any Content-Type,
   * since the bytes say what the file is.
   */
  @AdminOnly()
  @Put('workspace/logo')
  async upload(
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const bytes = await readLogoBody(req, res);
    return ok(await this.branding.uploadLogo(user.workspaceId, bytes), M.logoUpdated);
  }

  @AdminOnly()
  @Delete('workspace/logo')
  async remove(@CurrentUser() user: AuthUser) {
    return ok(await this.branding.removeLogo(user.workspaceId), M.logoRemoved);
  }

  /**
   * The logo by its hash, for client pages and e-mails: public, cached for a year (a new logo
   * is a new URL), never sniffed as anything else, an SVG unable to run anything.
   */
  @Public()
  @Get('brand/logos/:sha256')
  async logo(@Param('sha256') sha256: string, @Req() req: Request, @Res() res: Response) {
    const { contentType, bytes } = await this.branding.logoFile(sha256);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${sha256}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Mail apps and other sites show it as an image.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (contentType === 'image/svg+xml') {
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    }
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(`"${sha256}"`)) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Length', bytes.length);
    res.status(200).end(bytes);
  }
}

/** One byte past the limit is enough to know a file is too large. */
const rawLogo = raw({ type: () => true, limit: BRAND_LIMITS.logoBytes });

async function readLogoBody(req: Request, res: Response): Promise<Buffer> {
  await new Promise<void>((resolve, reject) =>
    rawLogo(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
  ).catch((error: { type?: string }) => {
    if (error.type === 'entity.too.large') {
      throw invalidField('logo', BrandFieldCode.LogoTooLarge, M.logoTooLarge);
    }
    throw error;
  });
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}
