import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { Readable } from 'node:stream';
import { type Options, stringify } from 'csv-stringify';
import { Messages, todayIso } from '@dealdraft/domain';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { AppError } from '../common/errors/app-error';
import { EXPORT_KINDS, ExportKind, ExportsService } from './exports.service';

/**
 * RFC 4180: a field holding a comma, a quote, CR or LF is quoted. csv-stringify quotes the
 * first two and its own record delimiter (CRLF) only, so a multi-line address with bare LFs
 * (as typed in a textarea) would split its record in a spreadsheet; any CR or LF is quoted too.
 */
const CSV_OPTIONS: Options = {
  bom: true,
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
};

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
      stringify(CSV_OPTIONS),
    );
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="dealdraft-${kind}-${todayIso()}.csv"`,
    });
  }
}
