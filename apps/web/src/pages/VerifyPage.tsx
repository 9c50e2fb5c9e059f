import { PublicLayout } from '@/app/PublicLayout';
import { VerifyScreen } from '@/features/verify/VerifyScreen';

/** /verify — public: is this PDF the version of a proposal its client accepted? */
export function VerifyPage() {
  return (
    <PublicLayout>
      <VerifyScreen />
    </PublicLayout>
  );
}
