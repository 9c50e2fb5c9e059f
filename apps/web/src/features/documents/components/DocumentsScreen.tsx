import type { LucideIcon } from 'lucide-react';
import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import {
  DocumentList,
  type DocumentListCopy,
  type DocumentListHeaders,
  type DocumentRow,
} from './DocumentList';
import { DocumentListToolbar } from './DocumentListToolbar';
import { DocumentRowActions, type RowExtraAction, type RowFollowUp } from './DocumentRowActions';
import { EmailDocumentDialog } from './EmailDocumentDialog';
import type { PagedList } from '../utils/paged-list';
import type { DocumentDialogs } from '../hooks/useDocumentDialogs';
import { useHasTeammates } from '../hooks/useHasTeammates';
import type { DuplicateAction } from '../hooks/useDuplicateAction';
import type { DocumentFilters } from '../hooks/useDocumentFilters';
import type { EmailActions } from '../hooks/useEmailActions';
import type { PdfActions } from '../hooks/usePdfActions';
import { ExportButton } from './ExportButton';

export type DocumentsScreenCopy = DocumentListCopy & {
  subtitle: string;
  searchPlaceholder: string;
  /** The search box's accessible name. */
  searchLabel: string;
  /** The header's button, e.g. "Create Proposal". */
  create: string;
  /** The empty state's button, e.g. "Create Your First Proposal". */
  createFirst: string;
  deleteTitle: string;
  deleteText: string;
};

type DocumentsScreenProps<T extends { id: string }> = {
  copy: DocumentsScreenCopy;
  headers: DocumentListHeaders;
  statuses: readonly string[];
  icon: LucideIcon;
  filters: DocumentFilters;
  list: PagedList<T>;
  toRow: (item: T) => DocumentRow;
  dialogs: DocumentDialogs<T>;
  /** A delete is under way. */
  deleting: boolean;
  pdf: PdfActions<T>;
  email: EmailActions<T>;
  /** The feature's create/edit dialog, driven by `dialogs`. */
  formDialog: ReactNode;
  /** Opens a document's client link and reminders (the page supplies the dialog). */
  onActivity?: (item: T) => void;
  /** Copies a document as a new draft. */
  duplicate?: DuplicateAction;
  /** The document a row leads to, if any (an accepted proposal's invoice). */
  followUp?: (item: T) => RowFollowUp | null;
  /** The kind's own row action, if any (an invoice's payments). */
  extraActions?: (item: T) => readonly RowExtraAction[];
  /** The workspace's CSV export of this kind ("proposals.csv"), offered beside Create. */
  exportFile?: string;
  /** More of the header's actions, before Export and Create (the invoices' Recurring). */
  headerActions?: ReactNode;
};

/**
 * The frame the proposals and invoices screens share (spec §2): heading and Create button,
 * search and status filter, the list with its row actions, and the delete confirmation.
 */
export function DocumentsScreen<T extends { id: string }>({
  copy,
  headers,
  statuses,
  icon,
  filters,
  list,
  toRow,
  dialogs,
  deleting,
  pdf,
  email,
  formDialog,
  onActivity,
  duplicate,
  followUp,
  extraActions,
  exportFile,
  headerActions,
}: DocumentsScreenProps<T>) {
  const creatorFilter = useHasTeammates();
  const createButton = (label: string) => (
    <Button onClick={dialogs.openCreate}>
      <PlusIcon aria-hidden />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={copy.title}
        description={copy.subtitle}
        actions={
          <>
            {headerActions}
            {exportFile && <ExportButton file={exportFile} />}
            {createButton(copy.create)}
          </>
        }
      />
      <DocumentListToolbar
        filters={filters}
        searchPlaceholder={copy.searchPlaceholder}
        searchLabel={copy.searchLabel}
        statuses={statuses}
        creatorFilter={creatorFilter}
      />
      <DocumentList
        list={list}
        copy={copy}
        headers={headers}
        icon={icon}
        filtered={filters.active}
        createFirst={createButton(copy.createFirst)}
        toRow={toRow}
        renderActions={(item) => (
          <DocumentRowActions
            onEdit={() => dialogs.openEdit(item)}
            emailMode={email.mode}
            onEmail={() => email.open(item)}
            emailBusy={email.isBusy(item.id)}
            pdfMode={pdf.mode}
            onPdf={() => void pdf.run(item)}
            pdfBusy={pdf.busyId === item.id}
            onDelete={() => dialogs.askDelete(item)}
            onActivity={onActivity && (() => onActivity(item))}
            onDuplicate={duplicate && (() => void duplicate.run(item))}
            duplicateBusy={duplicate?.busyId === item.id}
            followUp={followUp?.(item)}
            extra={extraActions?.(item)}
          />
        )}
      />
      {formDialog}
      <DeleteDocumentDialog
        open={dialogs.deleting !== null}
        title={copy.deleteTitle}
        text={copy.deleteText}
        busy={deleting}
        onCancel={dialogs.cancelDelete}
        onConfirm={() => void dialogs.confirmDelete()}
      />
      <EmailDocumentDialog
        view={email.dialog}
        onClose={email.close}
        onSend={(edits) => void email.send(edits)}
        onOpenInMailApp={(edits) => void email.openInMailApp(edits)}
        onViewPricing={email.viewPricing}
      />
    </>
  );
}
