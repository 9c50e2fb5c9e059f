import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/Toaster';
import { ThemeProvider, useTheme } from './theme';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}

/** What every page has. Apollo's provider is ApolloRoute's, on the pages that talk to the api. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <ThemedToaster />
    </ThemeProvider>
  );
}
