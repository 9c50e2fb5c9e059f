import { Injectable } from '@nestjs/common';
import { InvoicesService } from '../invoices/invoices.service';
import type { InvoiceModel } from '../invoices/models/invoice.model';
import type { ProposalModel } from '../proposals/models/proposal.model';
import { ProposalsService } from '../proposals/proposals.service';
import type { DocumentKind } from '@dealdraft/domain';

/**
 * One of the owner's documents by kind, as stored (no e-mail or view activity): what PDFs,
 * e-mails, links and ownership checks need. Another user's id is that kind's 404.
 */
@Injectable()
export class DocumentReader {
  constructor(
    private readonly proposals: ProposalsService,
    private readonly invoices: InvoicesService,
  ) {}

  get(workspaceId: string, kind: DocumentKind, id: string): Promise<ProposalModel | InvoiceModel> {
    return kind === 'proposal'
      ? this.proposals.getStored(workspaceId, id)
      : this.invoices.getStored(workspaceId, id);
  }
}
