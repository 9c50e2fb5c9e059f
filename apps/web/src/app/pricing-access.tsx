import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';

const PRICING_PATH = '/pricing';

type PricingAccess = { granted: boolean; grant: () => void };

const PricingAccessContext = createContext<PricingAccess | null>(null);

/**
 * The temporary permission to open /pricing (spec §2): granted by View Pricing Plans on the
 * profile, revoked as soon as the path changes to anything but /pricing.
 */
export function PricingAccessProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [granted, setGranted] = useState(false);

  useEffect(() => {
    if (pathname !== PRICING_PATH) setGranted(false);
  }, [pathname]);

  const grant = useCallback(() => setGranted(true), []);
  const value = useMemo(() => ({ granted, grant }), [granted, grant]);
  return <PricingAccessContext value={value}>{children}</PricingAccessContext>;
}

export function usePricingAccess(): PricingAccess {
  const context = useContext(PricingAccessContext);
  if (!context) throw new Error('usePricingAccess must be used inside <PricingAccessProvider>');
  return context;
}

/** What View Pricing Plans does: grant the permission, then go to /pricing. */
export function useOpenPricing(): () => void {
  const { grant } = usePricingAccess();
  const navigate = useNavigate();
  return useCallback(() => {
    grant();
    void navigate(PRICING_PATH);
  }, [grant, navigate]);
}
