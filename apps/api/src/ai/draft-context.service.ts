import { fromMinor } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Proposal } from '../proposals/proposal.entity';
import type { SessionUser } from '../users/user.entity';
import type { DraftContext } from './engines/draft-engine';

/** Accepted proposals whose prices a draft leans on. */
const ANCHOR_PROPOSALS = 3;

/** The user's business details and recent accepted prices: what makes a draft theirs. */
@Injectable()
export class DraftContextService {
  constructor(@InjectRepository(Proposal) private readonly proposals: Repository<Proposal>) {}

  /** The signed-in user comes with their name; only the proposals are read here. */
  async forUser(user: Pick<SessionUser, 'workspaceId' | 'name'>): Promise<DraftContext> {
    const workspaceId = user.workspaceId;
    const [latest, accepted] = await Promise.all([
      // The sender block of the newest proposal is the best record of the business's name.
      this.proposals.findOne({
        select: { companyName: true },
        where: { workspaceId },
        order: { createdAt: 'DESC', id: 'DESC' },
      }),
      // Acceptance is an update, so the latest update is the latest acceptance.
      this.proposals.find({
        select: { services: true, currency: true },
        // Drafts are priced in US dollars (the engines' prompt), so only those anchor them.
        where: { workspaceId, status: 'accepted', currency: 'USD' },
        order: { updatedAt: 'DESC', id: 'DESC' },
        take: ANCHOR_PROPOSALS,
      }),
    ]);
    return {
      business: { name: user.name, companyName: latest?.companyName ?? null },
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
