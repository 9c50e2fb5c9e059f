import {
  ErrorCode,
  IMPORT_KINDS,
  ImportKind,
  ImportMessages,
  ImportRules,
  Messages,
} from '@dealdraft/domain';
import { Body, Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { raw, type Request, type Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AppError } from '../common/errors/app-error';
import { ok } from '../common/http/envelope';
import { ImportRunInput } from './dto/import-run.input';
import { ImportsService } from './imports.service';

const M = ImportMessages;

@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /**
   * POST /api/imports/{clients|items}, the file as the body (text/csv; a browser may say
   * text/plain or application/vnd.ms-excel): read, kept for an hour, answered with a preview.
   */
  @Post(':kind')
  async upload(
    @CurrentUser() user: AuthUser,
    @Param('kind') kind: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!IMPORT_KINDS.includes(kind as ImportKind))
      throw AppError.notFound(Messages.system.notFound);
    const bytes = await readUpload(req, res);
    return ok(await this.imports.upload(user, kind as ImportKind, bytes), M.previewed);
  }

  @Post(':id/check')
  @HttpCode(200)
  async check(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: ImportRunInput,
  ) {
    return ok(await this.imports.check(user, id, input.mapping, input.fixes), M.checked);
  }

  @Post(':id/commit')
  async commit(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Body() input: ImportRunInput,
  ) {
    const result = await this.imports.commit(user, id, input.mapping, input.fixes);
    return ok(result, M.imported(result.imported, result.kind));
  }
}

/** Every content type: browsers send a .csv as text/csv, text/plain or application/vnd.ms-excel. */
const rawFile = raw({ type: () => true, limit: ImportRules.maxBytes });

/**
 * The file's bytes, read by Express's own body parser (a body over the limit is refused as it
 * arrives, with the import's own message). A JSON or form body is not a file.
 */
async function readUpload(req: Request, res: Response): Promise<Buffer> {
  if (req.is(['json', 'urlencoded', 'multipart'])) {
    throw new AppError(ErrorCode.BadRequest, M.notCsv, undefined, 415);
  }
  await new Promise<void>((resolve, reject) =>
    rawFile(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
  ).catch((error: { type?: string }) => {
    if (error.type === 'entity.too.large') {
      throw new AppError(ErrorCode.PayloadTooLarge, M.tooLarge);
    }
    throw error;
  });
  // No body at all leaves no buffer behind: an empty file.
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}
