import { ChevronDownIcon, FileCodeIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/DropdownMenu';
import { strings } from '@/strings';
import {
  E_INVOICE_DOWNLOAD_FORMATS,
  useEInvoiceDownload,
  type EInvoiceDownloadFormat,
} from '../hooks/useEInvoiceDownload';

const d = strings.eInvoice.download;

/** The setting's own format first: what the PDF carries, or XRechnung's UBL. */
function ordered(setting: string): EInvoiceDownloadFormat[] {
  const first: EInvoiceDownloadFormat = setting === 'factur-x' ? 'factur-x' : 'xrechnung-ubl';
  return [first, ...E_INVOICE_DOWNLOAD_FORMATS.filter((format) => format !== first)];
}

type EInvoiceDownloadMenuProps = {
  invoice: { id: string; invoiceNumber: string };
  setting: string;
  /** False while checks are left: the button is disabled and says why. */
  ready: boolean;
};

/** "Download e-invoice": the XML in one of the four formats the api serves. */
export function EInvoiceDownloadMenu({ invoice, setting, ready }: EInvoiceDownloadMenuProps) {
  const reasonId = useId();
  const { download, busy } = useEInvoiceDownload(invoice);
  return (
    <div className="flex flex-col gap-1.5">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={!ready || busy !== null}
            aria-describedby={ready ? undefined : reasonId}
          >
            <FileCodeIcon aria-hidden />
            {d.label}
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {ordered(setting).map((format) => (
            <DropdownMenuItem key={format} onSelect={() => void download(format)}>
              {d.formats[format]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {!ready && (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {d.notReady}
        </p>
      )}
    </div>
  );
}
