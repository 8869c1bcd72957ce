import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from '@/components/ui/provider';

/** Renders inside the same providers as the app (Chakra system, router, query client). */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <Provider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
}
