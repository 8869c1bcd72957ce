import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PageLoader } from '@/components/PageLoader';
import { Provider } from '@/components/ui/provider';
import { createQueryClient } from '@/lib/queryClient';
import { router } from '@/router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Provider>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </Provider>
    </QueryClientProvider>
  );
}
