import { seatsFor, WorkspaceMessages } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthPayloadModel, toUserModel } from '../auth/models/user.model';
import { TokenService } from '../auth/token.service';
import { AppError } from '../common/errors/app-error';
import { AppConfig } from '../config/app-config';
import type { SessionUser } from '../users/user.entity';
import { WorkspacesService, type WorkspaceProfile } from '../workspaces/workspaces.service';
import type { UpdateWorkspaceInput } from './dto/update-workspace.input';
import type { WorkspaceModel, WorkspaceSummaryModel } from './models/workspace.model';

/** The active workspace's settings, and moving a person's session between their workspaces. */
@Injectable()
export class TeamService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workspaces: WorkspacesService,
    private readonly tokens: TokenService,
    private readonly config: AppConfig,
  ) {}

  /** The workspace as its member sees it: profile, plan, seats, team size and their own role. */
  async workspace(user: Pick<SessionUser, 'workspaceId' | 'role'>): Promise<WorkspaceModel> {
    const [workspace, [{ count }]] = await Promise.all([
      this.workspaces.get(user.workspaceId),
      this.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM workspace_members WHERE workspace_id = $1',
        [user.workspaceId],
      ),
    ]);
    return {
      id: workspace.id,
      name: workspace.name,
      address: workspace.address,
      email: workspace.email,
      phone: workspace.phone,
      taxNumber: workspace.taxNumber,
      paymentTerms: workspace.paymentTerms,
      invoiceOnAccept: workspace.invoiceOnAccept,
      proposalNumberPattern: workspace.proposalNumberPattern,
      invoiceNumberPattern: workspace.invoiceNumberPattern,
      currency: workspace.currency,
      language: workspace.language,
      roundingScope: workspace.roundingScope,
      roundingMethod: workspace.roundingMethod,
      legalName: workspace.legalName,
      postalCode: workspace.postalCode,
      city: workspace.city,
      countryCode: workspace.countryCode,
      taxRegistrationNumber: workspace.taxRegistrationNumber,
      iban: workspace.iban,
      bic: workspace.bic,
      accountHolder: workspace.accountHolder,
      eInvoiceFormat: workspace.eInvoiceFormat,
      documentLayout: workspace.documentLayout,
      documentFont: workspace.documentFont,
      documentFooter: workspace.documentFooter,
      paymentInstructions: workspace.paymentInstructions,
      plan: workspace.plan,
      seats: seatsFor(workspace.plan, this.config.businessSeats),
      memberCount: count,
      role: user.role,
    };
  }

  /** A full update: an optional field left out, or sent empty, is cleared. */
  async update(user: SessionUser, input: UpdateWorkspaceInput): Promise<WorkspaceModel> {
    const optional = (value: string | null | undefined) => value || null;
    await this.workspaces.updateProfile(user.workspaceId, {
      name: input.name,
      address: optional(input.address),
      email: optional(input.email),
      phone: optional(input.phone),
      taxNumber: optional(input.taxNumber),
      paymentTerms: optional(input.paymentTerms),
      ...(typeof input.invoiceOnAccept === 'boolean'
        ? { invoiceOnAccept: input.invoiceOnAccept }
        : {}),
      ...(input.proposalNumberPattern !== undefined
        ? { proposalNumberPattern: input.proposalNumberPattern }
        : {}),
      ...(input.invoiceNumberPattern !== undefined
        ? { invoiceNumberPattern: input.invoiceNumberPattern }
        : {}),
      // The document defaults keep their value when left out (or null): they always have one.
      ...(input.currency ? { currency: input.currency } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...(input.roundingScope ? { roundingScope: input.roundingScope } : {}),
      ...(input.roundingMethod ? { roundingMethod: input.roundingMethod } : {}),
      ...eInvoiceProfile(input),
      ...documentStyleProfile(input),
    });
    return this.workspace(user);
  }

  /** Every workspace the person belongs to, oldest membership first (the one sign-in opens). */
  async list(user: SessionUser): Promise<WorkspaceSummaryModel[]> {
    const rows: { id: string; name: string; role: string }[] = await this.dataSource.query(
      `SELECT w.id, w.name, m.role
         FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
        WHERE m.user_id = $1
        ORDER BY m.created_at, m.workspace_id`,
      [user.id],
    );
    return rows.map((row) => ({ ...row, active: row.id === user.workspaceId }));
  }

  /**
   * A new token acting in another of the person's workspaces. The old token stays valid: other
   * tabs may still be working in the workspace it names, and it grants nothing the person does
   * not hold anyway (membership is checked on every request). Not a member: 404, like any
   * record of another tenant.
   */
  async switch(user: SessionUser, workspaceId: string): Promise<AuthPayloadModel> {
    return this.sessionIn(user.id, workspaceId);
  }

  /** A token for the person acting in `workspaceId`, and who they are there. */
  async sessionIn(userId: string, workspaceId: string): Promise<AuthPayloadModel> {
    const session = await this.workspaces.findSession(userId, workspaceId);
    if (session.status !== 'ok') throw AppError.notFound(WorkspaceMessages.notFound);
    return {
      token: await this.tokens.issue(userId, workspaceId),
      user: toUserModel(session.user),
    };
  }
}

/**
 * The PDF settings sent: the layout and font keep their value when left out or null (they always
 * have one); the footer and payment instructions left out keep theirs, null or empty clears them.
 */
function documentStyleProfile(input: UpdateWorkspaceInput): Partial<WorkspaceProfile> {
  return {
    ...(input.documentLayout ? { documentLayout: input.documentLayout } : {}),
    ...(input.documentFont ? { documentFont: input.documentFont } : {}),
    ...(input.documentFooter !== undefined ? { documentFooter: input.documentFooter || null } : {}),
    ...(input.paymentInstructions !== undefined
      ? { paymentInstructions: input.paymentInstructions || null }
      : {}),
  };
}

/** The e-invoice fields sent: each left out keeps its value, null or empty clears it. */
function eInvoiceProfile(input: UpdateWorkspaceInput): Partial<WorkspaceProfile> {
  const texts = [
    'legalName',
    'postalCode',
    'city',
    'countryCode',
    'taxRegistrationNumber',
    'iban',
    'bic',
    'accountHolder',
  ] as const;
  const profile: Partial<WorkspaceProfile> = {};
  for (const key of texts) if (input[key] !== undefined) profile[key] = input[key] || null;
  if (input.eInvoiceFormat !== undefined) profile.eInvoiceFormat = input.eInvoiceFormat || 'none';
  return profile;
}
