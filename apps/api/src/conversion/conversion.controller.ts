import { DocumentMessages } from '@dealdraft/domain';
import { Controller, HttpStatus, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/current-user.decorator';
import { withLegacyId } from '../documents/core/legacy-id';
import { ok } from '../common/http/envelope';
import { ConversionService } from './conversion.service';

const C = DocumentMessages.conversion;

@Controller('proposals')
export class ConversionController {
  constructor(private readonly conversion: ConversionService) {}

  /** 201 with the new draft invoice; 200 with the one the proposal already has. */
  @Post(':id/invoice')
  async invoice(
    @CurrentUser() user: AuthUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { invoice, created } = await this.conversion.invoiceFromProposal(user, id);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return ok(withLegacyId(invoice), created ? C.invoiced : C.existing);
  }
}
