import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DocumentReader } from '../either-kind/document-reader';
import { WorkspacesService } from '../workspaces/workspaces.service';
import { DocumentRemindersInput, ReminderSettingsInput } from './dto/reminder-settings.input';
import { ReminderModel, ReminderSettingsModel } from './models/reminder.model';
import { Reminder } from './reminder.entity';

/** The owner's side of reminders: settings, the per-document switch, and the record. */
@Injectable()
export class RemindersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly workspaces: WorkspacesService,
    private readonly reader: DocumentReader,
  ) {}

  /** Every reminder of one of the owner's documents, newest first. */
  async forDocument(workspaceId: string, documentId: string): Promise<ReminderModel[]> {
    await this.reader.assertExists(workspaceId, documentId);
    const rows = await this.dataSource.manager.find(Reminder, {
      where: { workspaceId, documentId },
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

  async settings(workspaceId: string): Promise<ReminderSettingsModel> {
    const workspace = await this.workspaces.get(workspaceId);
    return {
      proposalReminderDays: workspace.proposalReminderDays,
      invoiceReminderOffsets: workspace.invoiceReminderOffsets,
    };
  }

  async updateSettings(
    workspaceId: string,
    input: ReminderSettingsInput,
  ): Promise<ReminderSettingsModel> {
    await this.workspaces.setReminderSettings(workspaceId, input);
    return this.settings(workspaceId);
  }

  /** On/off for one document; another user's document is not found. */
  async setForDocument(workspaceId: string, input: DocumentRemindersInput): Promise<boolean> {
    await this.reader
      .storeOf(input.documentKind)
      .setRemindersEnabled(workspaceId, input.documentId, input.enabled);
    return input.enabled;
  }
}
