import { DocumentMessages } from '@dealdraft/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../common/errors/app-error';
import { User } from '../users/user.entity';
import { DocumentRemindersInput, ReminderSettingsInput } from './dto/reminder-settings.input';
import { ReminderModel, ReminderSettingsModel } from './models/reminder.model';
import { Reminder } from './reminder.entity';

const TABLES = { proposal: 'proposals', invoice: 'invoices' } as const;

/** The owner's side of reminders: settings, the per-document switch, and the record. */
@Injectable()
export class RemindersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every reminder of one of the owner's documents, newest first. */
  async forDocument(ownerId: string, documentId: string): Promise<ReminderModel[]> {
    const rows = await this.dataSource.manager.find(Reminder, {
      where: { ownerId, documentId },
      order: { createdAt: 'DESC' },
    });
    return rows.map((row) => ({
      id: row.id,
      documentKind: row.documentKind,
      documentId: row.documentId,
      step: row.step,
      day: row.day,
      recipient: row.recipient,
      status: row.status,
      error: row.error,
      sentAt: row.sentAt,
      createdAt: row.createdAt,
    }));
  }

  async settings(ownerId: string): Promise<ReminderSettingsModel> {
    const user = await this.dataSource.manager.findOneByOrFail(User, { id: ownerId });
    return {
      proposalReminderDays: user.proposalReminderDays,
      invoiceReminderOffsets: user.invoiceReminderOffsets,
    };
  }

  async updateSettings(
    ownerId: string,
    input: ReminderSettingsInput,
  ): Promise<ReminderSettingsModel> {
    const sorted = (steps: number[]) => [...new Set(steps)].sort((a, b) => a - b);
    await this.dataSource.manager.update(User, ownerId, {
      proposalReminderDays: sorted(input.proposalReminderDays),
      invoiceReminderOffsets: sorted(input.invoiceReminderOffsets),
    });
    return this.settings(ownerId);
  }

  /** On/off for one document; another user's document is not found. */
  async setForDocument(ownerId: string, input: DocumentRemindersInput): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.dataSource.query(
      `UPDATE ${TABLES[input.documentKind]} SET reminders_enabled = $3 WHERE id = $1 AND owner_id = $2`,
      [input.documentId, ownerId, input.enabled],
    );
    if (!affected) throw AppError.notFound(DocumentMessages[input.documentKind].notFound);
    return input.enabled;
  }
}
