import { fromMinor, type DocumentLanguage } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { CatalogueItem } from '../catalogue/catalogue-item.entity';
import { Proposal } from '../proposals/proposal.entity';
import type { SessionUser } from '../users/user.entity';
import { Workspace } from '../workspaces/workspace.entity';
import type { DraftContext } from './engines/draft-engine';

/** Accepted proposals whose prices a draft leans on. */
const ANCHOR_PROPOSALS = 3;

/** Catalogue items a draft can price from; a catalogue larger than this is rare. */
const CATALOGUE_ITEMS = 500;

/**
 * The user's business details, the document's language and currency, the workspace's catalogue
 * and recent accepted prices: what makes a draft theirs.
 */
@Injectable()
export class DraftContextService {
  constructor(
    @InjectRepository(Proposal) private readonly proposals: Repository<Proposal>,
    @InjectRepository(Workspace) private readonly workspaces: Repository<Workspace>,
    @InjectRepository(CatalogueItem) private readonly catalogue: Repository<CatalogueItem>,
  ) {}

  /**
   * The signed-in user comes with their name. `document` is what the proposal form already
   * chose; what it leaves out is the workspace's default, as for a new document.
   */
  async forUser(
    user: Pick<SessionUser, 'workspaceId' | 'name'>,
    document: { language?: DocumentLanguage; currency?: string } = {},
  ): Promise<DraftContext> {
    const workspaceId = user.workspaceId;
    const workspace = await this.workspaces.findOne({
      select: { id: true, currency: true, language: true },
      where: { id: workspaceId },
    });
    const currency = document.currency ?? workspace?.currency ?? 'USD';
    const language = (document.language ?? workspace?.language ?? 'en') as DocumentLanguage;
    const [latest, accepted, items] = await Promise.all([
      // The sender block of the newest proposal is the best record of the business's name.
      this.proposals.findOne({
        select: { companyName: true },
        where: { workspaceId },
        order: { createdAt: 'DESC', id: 'DESC' },
      }),
      // Acceptance is an update, so the latest update is the latest acceptance. Only prices in
      // the draft's own currency can anchor it: 300 yen is not 300 euros.
      this.proposals.find({
        select: { services: true, currency: true },
        where: { workspaceId, status: 'accepted', currency },
        order: { updatedAt: 'DESC', id: 'DESC' },
        take: ANCHOR_PROPOSALS,
      }),
      // The catalogue is priced in the workspace's currency, so it prices a draft only in that one.
      currency === workspace?.currency
        ? this.catalogue.find({
            select: { name: true, description: true, unitPrice: true, unit: true },
            where: { workspaceId, archivedAt: IsNull() },
            order: { name: 'ASC', id: 'ASC' },
            take: CATALOGUE_ITEMS,
          })
        : Promise.resolve([]),
    ]);
    return {
      business: { name: user.name, companyName: latest?.companyName ?? null },
      language,
      currency,
      catalogue: items.map((item) => ({
        name: item.name,
        description: item.description,
        price: Number(item.unitPrice),
        unit: item.unit,
      })),
      priceAnchors: accepted.flatMap((proposal) =>
        proposal.services.map((line) => ({
          description: line.description,
          price: fromMinor(line.unitPriceMinor, proposal.currency),
          quantity: line.quantity,
        })),
      ),
    };
  }
}
