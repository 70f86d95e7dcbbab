import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { DocumentDataProvider } from '@/stores/document-data';
import { getSystem } from './theme';

const swrDefaults: SWRConfiguration = {
  revalidateOnFocus: false,
};

export function AppProvider({ children, swr }: { children: ReactNode; swr?: SWRConfiguration }) {
  return (
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ ...swrDefaults, ...swr }}>
        <DocumentDataProvider>
          {children}
          <Toaster />
        </DocumentDataProvider>
      </SWRConfig>
    </ChakraProvider>
  );
}
