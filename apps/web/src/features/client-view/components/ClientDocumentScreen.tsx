import { documentStrings } from '@dealdraft/domain';
import { DownloadIcon, FileCodeIcon, LinkIcon } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useEffect } from 'react';
import { LoadErrorPanel } from '@/components/ui/LoadErrorPanel';
import { MessageScreen } from '@/components/ui/MessageScreen';
import { Spinner } from '@/components/ui/Spinner';
import { strings } from '@/strings';
import { useClientDocument, type ClientDocument } from '../hooks/useClientDocument';
import { ClientDocumentView } from './ClientDocumentView';
import { InvoicePaymentPanel } from './InvoicePaymentPanel';
import { PortalLinkRequest } from './PortalLinkRequest';
import { ProposalAnswerPanel } from './ProposalAnswerPanel';

const t = strings.clientView;

/** The business a page is from, for the frame around it: its name and brand. */
export type ClientPageBrand = { name: string; brand: ClientDocument['brand'] };

type ClientDocumentScreenProps = {
  token: string;
  /** Told the business's brand once the page loads, and null when it shows no document. */
  onBrand?: (page: ClientPageBrand | null) => void;
};

/** What the client sees at /c/:token: the document, its PDF, and for a proposal the answer. */
export function ClientDocumentScreen({ token, onBrand }: ClientDocumentScreenProps) {
  const { document, loading, notFound, failed, error } = useClientDocument(token);
  const brand = document?.brand;
  const name = document?.from.name;
  const gone = notFound || (failed && !document);
  useEffect(() => {
    if (brand && name) onBrand?.({ name, brand });
    else if (gone) onBrand?.(null);
  }, [brand, name, gone, onBrand]);

  if (loading && !document) {
    return (
      <main className="grid flex-1 place-items-center">
        <Spinner />
      </main>
    );
  }
  if (notFound) {
    return (
      <MessageScreen
        icon={LinkIcon}
        title={t.notFound.title}
        description={t.notFound.description}
      />
    );
  }
  if (failed || !document) {
    return (
      <main className="mx-auto w-full max-w-3xl px-4 py-8">
        <LoadErrorPanel message={error ?? t.loadFailed} />
      </main>
    );
  }
  const pdfUrl = `/api/client/${encodeURIComponent(token)}/pdf`;
  const isProposal = document.kind === 'proposal';
  const words = documentStrings(document.language).page;
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-3 pt-2 pb-16 sm:gap-6 sm:px-6">
      <div className="flex flex-wrap justify-end gap-2">
        {/* The e-invoice the PDF carries, as XML for the client's accounting software. */}
        {document.eInvoice && (
          <Button asChild variant="outline" size="sm">
            <a href={document.eInvoice.url} download={document.eInvoice.filename}>
              <FileCodeIcon aria-hidden />
              {words.downloadEInvoice}
            </a>
          </Button>
        )}
        <Button asChild variant="outline" size="sm">
          <a href={pdfUrl} download>
            <DownloadIcon aria-hidden />
            {words.downloadPdf}
          </a>
        </Button>
      </div>
      {/* The answer, once given, heads the page; the form to give it follows the document. */}
      {isProposal && !document.canRespond && (
        <ProposalAnswerPanel token={token} document={document} />
      )}
      {document.kind === 'invoice' && <InvoicePaymentPanel token={token} document={document} />}
      <ClientDocumentView document={document} />
      {isProposal && document.canRespond && (
        <ProposalAnswerPanel token={token} document={document} />
      )}
      <PortalLinkRequest token={token} />
    </main>
  );
}
