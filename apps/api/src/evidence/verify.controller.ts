import { ErrorCode, VerifyMessages as M, VerifyRules } from '@dealdraft/domain';
import { Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { raw, type Request, type Response } from 'express';
import { ClientIp } from '../auth/current-user.decorator';
import { AppError } from '../common/errors/app-error';
import { ok } from '../common/http/envelope';
import { Public } from '../common/http/public.decorator';
import { VerifyService } from './verify.service';

/** Every content type: a dropped file may come as application/pdf or application/octet-stream. */
const rawPdf = raw({ type: () => true, limit: VerifyRules.maxBytes });

/** The public verify page's check: the PDF is the raw body. */
@Public()
@Controller('verify')
export class VerifyController {
  constructor(private readonly verifier: VerifyService) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async verify(
    @ClientIp() ip: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    // Counted before the body is read, so a flood of large files is refused early.
    await this.verifier.limit(ip);
    return ok(await this.verifier.verify(await readPdf(req, res)), M.checked);
  }
}

async function readPdf(req: Request, res: Response): Promise<Buffer> {
  if (req.is(['json', 'urlencoded', 'multipart']))
    throw new AppError(ErrorCode.BadRequest, `file: ${M.notPdf}`, undefined, 415);
  await new Promise<void>((resolve, reject) =>
    rawPdf(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
  ).catch((error: { type?: string }) => {
    if (error.type === 'entity.too.large')
      throw new AppError(ErrorCode.PayloadTooLarge, M.tooLarge);
    throw error;
  });
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}
