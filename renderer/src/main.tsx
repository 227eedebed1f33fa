import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getBridge } from './api/bridge';
import { createQueryClient } from './api/queries';
import { App } from './app/app';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
const bridge = getBridge();
root.render(
  <StrictMode>
    {bridge ? (
      <QueryClientProvider client={createQueryClient()}>
        <App bridge={bridge} />
      </QueryClientProvider>
    ) : (
      <p className="error-box" role="alert">
        This window is not connected to Price Lookup. Start it from the Price Lookup app.
      </p>
    )}
  </StrictMode>,
);
