import { useMutation } from '@apollo/client/react';
import { DocumentPdfLinkDocument, type PdfKind } from '@/generated/graphql';

/** Fetches a signed link to a document's PDF: one operation, the kind a variable. */
export function useDocumentPdfLink(kind: PdfKind) {
  const [pdfLink] = useMutation(DocumentPdfLinkDocument);
  return async (id: string, preview: boolean) => {
    const { data } = await pdfLink({ variables: { kind, id, preview } });
    if (!data) throw new Error('pdfLink returned no data');
    return data.pdfLink.url;
  };
}
