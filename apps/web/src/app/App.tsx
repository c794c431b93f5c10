import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { createAppRouter } from './router/create-router.tsx';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
