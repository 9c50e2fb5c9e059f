import { Injectable } from '@nestjs/common';
import { ClientsService } from '../clients/clients.service';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { PortalAccessModel } from './models/portal-access.model';
import { PortalService } from './portal.service';
import { PortalTokens } from './portal-tokens';

/** The owner's side of the portal: who of a client is signed in, a link to send, revoking all. */
@Injectable()
export class PortalAccessService {
  constructor(
    private readonly tokens: PortalTokens,
    private readonly portal: PortalService,
    private readonly clients: ClientsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async access(workspaceId: string, clientId: string): Promise<PortalAccessModel> {
    // The client's 404 first: another workspace's client is unknown here.
    await this.clients.get(workspaceId, clientId);
    const rows = await this.tokens.access(workspaceId, clientId, this.clock.now());
    return {
      clientId,
      signInUrl: `${this.config.publicUrl}/portal/${workspaceId}`,
      ...rows,
    };
  }

  /** Mails the client a sign-in link (from the worker, to the e-mail on file). */
  async send(workspaceId: string, clientId: string): Promise<PortalAccessModel> {
    await this.portal.sendFromOwner(workspaceId, clientId);
    return this.access(workspaceId, clientId);
  }

  /** Ends every session of the client and spends every unused link. */
  async revoke(workspaceId: string, clientId: string): Promise<PortalAccessModel> {
    await this.clients.get(workspaceId, clientId);
    await this.tokens.revokeAll(workspaceId, clientId, this.clock.now());
    return this.access(workspaceId, clientId);
  }
}
