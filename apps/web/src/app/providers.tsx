import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/Toaster';
import { ThemeProvider, useTheme } from './theme';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} />;
}

type AppProvidersProps = { apolloClient: ApolloClient; children: ReactNode };

export function AppProviders({ apolloClient, children }: AppProvidersProps) {
  return (
    <ThemeProvider>
      <ApolloProvider client={apolloClient}>
        {children}
        <ThemedToaster />
      </ApolloProvider>
    </ThemeProvider>
  );
}
