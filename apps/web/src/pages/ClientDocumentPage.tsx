import { useState } from 'react';
import { useParams } from 'react-router';
import { PublicLayout } from '@/app/PublicLayout';
import { BrandScope } from '@/components/brand/BrandScope';
import { BusinessLogo } from '@/components/brand/BusinessLogo';
import { Logo } from '@/components/brand/Logo';
import {
  ClientDocumentScreen,
  type ClientPageBrand,
} from '@/features/client-view/components/ClientDocumentScreen';
import { strings } from '@/strings';

/**
 * /c/:token — a client's public page for one document; no sign-in, the token is the key. It
 * wears the business's brand: its logo (or name) in the header, its colour and font.
 */
export function ClientDocumentPage() {
  const { token = '' } = useParams();
  // undefined while loading, null for a link that shows no document.
  const [page, setPage] = useState<ClientPageBrand | null | undefined>(undefined);
  const logo =
    page === undefined ? null : page === null ? (
      <Logo />
    ) : page.brand.logoUrl ? (
      <BusinessLogo
        url={page.brand.logoUrl}
        alt={strings.brand.logoAlt(page.name)}
        className="h-10 max-w-48"
      />
    ) : (
      <span className="truncate text-lg font-semibold tracking-tight">{page.name}</span>
    );
  return (
    <BrandScope brand={page?.brand} withFont>
      <PublicLayout logo={logo}>
        <ClientDocumentScreen token={token} onBrand={setPage} />
      </PublicLayout>
    </BrandScope>
  );
}
