import { CatalogueScreen } from '@/features/catalogue/components/CatalogueScreen';

export function CataloguePage() {
  return <CatalogueScreen />;
}
