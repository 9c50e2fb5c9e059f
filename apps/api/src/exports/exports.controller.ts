import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Messages, todayIso } from '@dealdraft/domain';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AppError } from '../common/errors/app-error';
import { EXPORT_KINDS, ExportKind, ExportsService } from './exports.service';

@Controller('exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  /**
   * GET /api/exports/{clients|proposals|invoices|proposal-lines|invoice-lines}.csv: UTF-8 with a
   * byte order mark (so Excel reads the accents), CRLF, streamed as it is read.
   */
  @Get(':file')
  download(@CurrentUser() user: AuthUser, @Param('file') file: string): StreamableFile {
    const kind = file.replace(/\.csv$/, '') as ExportKind;
    if (!file.endsWith('.csv') || !EXPORT_KINDS.includes(kind))
      throw AppError.notFound(Messages.system.notFound);
    const csv = Readable.from(this.exports.records(kind, user.workspaceId)).pipe(
      stringify({ bom: true, record_delimiter: 'windows' }),
    );
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="dealdraft-${kind}-${todayIso()}.csv"`,
    });
  }
}
