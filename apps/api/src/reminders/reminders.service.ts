import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DocumentsService } from '../documents/documents.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { DocumentRemindersInput, ReminderSettingsInput } from './dto/reminder-settings.input';
import { ReminderModel, ReminderSettingsModel } from './models/reminder.model';
import { Reminder } from './reminder.entity';

/** The owner's side of reminders: settings, the per-document switch, and the record. */
@Injectable()
export class RemindersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly documents: DocumentsService,
  ) {}

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
    await this.users.setReminderSettings(ownerId, input);
    return this.settings(ownerId);
  }

  /** On/off for one document; another user's document is not found. */
  async setForDocument(ownerId: string, input: DocumentRemindersInput): Promise<boolean> {
    await this.documents.setRemindersEnabled(
      ownerId,
      input.documentKind,
      input.documentId,
      input.enabled,
    );
    return input.enabled;
  }
}
