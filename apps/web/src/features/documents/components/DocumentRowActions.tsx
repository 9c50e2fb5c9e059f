import {
  CopyIcon,
  DownloadIcon,
  EyeIcon,
  Link2Icon,
  MailIcon,
  PencilIcon,
  ReceiptTextIcon,
  Trash2Icon,
  type LucideIcon,
} from 'lucide-react';
import { strings } from '@/strings';
import type { EmailMode } from '../hooks/useEmailActions';
import { RowAction } from './RowAction';

const t = strings.documents;

/**
 * Paid plans download the PDF; trial and lapsed plans may only preview it (spec §9), so they
 * get a Preview action instead.
 */
export type PdfMode = 'download' | 'preview';

/** The next document a row leads to (an accepted proposal's invoice): make it, or open it. */
export type RowFollowUp = { label: string; onClick: () => void; busy?: boolean };

/** One more action a kind's screen adds to its rows (an invoice's payments). */
export type RowExtraAction = { label: string; icon: LucideIcon; onClick: () => void };

type DocumentRowActionsProps = {
  onEdit: () => void;
  emailMode: EmailMode;
  /** Opens the e-mail dialog: the confirmation, or on a trial the upgrade hint. */
  onEmail: () => void;
  emailBusy: boolean;
  pdfMode: PdfMode;
  onPdf: () => void;
  pdfBusy: boolean;
  onDelete: () => void;
  /** Opens the client link and reminders of the document, when the screen offers them. */
  onActivity?: () => void;
  /** Copies the document as a new draft, when the screen offers it. */
  onDuplicate?: () => void;
  duplicateBusy?: boolean;
  followUp?: RowFollowUp | null;
  /** The kind's own actions (an invoice's Payments and Credit note…), after the follow-up. */
  extra?: readonly RowExtraAction[];
};

/**
 * A list row's icon buttons: edit, duplicate, the kind's own ones, send by e-mail, PDF, and the
 * destructive delete last.
 */
export function DocumentRowActions({
  onEdit,
  emailMode,
  onEmail,
  emailBusy,
  pdfMode,
  onPdf,
  pdfBusy,
  onDelete,
  onActivity,
  onDuplicate,
  duplicateBusy = false,
  followUp,
  extra,
}: DocumentRowActionsProps) {
  return (
    <div className="flex items-center gap-0.5">
      <RowAction label={strings.common.edit} icon={PencilIcon} onClick={onEdit} />
      {onDuplicate && (
        <RowAction
          label={strings.common.duplicate}
          hint={t.rowActions.duplicateHint}
          icon={CopyIcon}
          busy={duplicateBusy}
          onClick={onDuplicate}
        />
      )}
      {followUp && (
        <RowAction
          label={followUp.label}
          icon={ReceiptTextIcon}
          busy={followUp.busy}
          onClick={followUp.onClick}
        />
      )}
      {extra?.map((action) => (
        <RowAction
          key={action.label}
          label={action.label}
          icon={action.icon}
          onClick={action.onClick}
        />
      ))}
      <RowAction
        label={t.rowActions.sendByEmail}
        hint={emailMode === 'upgrade' ? t.rowActions.sendByEmailUpgrade : undefined}
        icon={MailIcon}
        busy={emailBusy}
        onClick={onEmail}
      />
      {pdfMode === 'download' ? (
        <RowAction
          label={t.rowActions.downloadPdf}
          icon={DownloadIcon}
          busy={pdfBusy}
          onClick={onPdf}
        />
      ) : (
        <RowAction label={t.rowActions.preview} icon={EyeIcon} onClick={onPdf} />
      )}
      {onActivity && (
        <RowAction label={t.rowActions.clientLink} icon={Link2Icon} onClick={onActivity} />
      )}
      <RowAction label={strings.common.delete} icon={Trash2Icon} destructive onClick={onDelete} />
    </div>
  );
}
