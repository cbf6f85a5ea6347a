// Entry of /home in production (server/app.ts answers /home with home.html). The landing page
// renders on its own, without the router, TanStack Query, the auth provider or the Toaster, so the
// page ships well under ARCHITECTURE.md's 90 KB of gzipped JS (tests/e2e/performance-budget.e2e.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LandingPage from './features/landing/landing-page';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LandingPage />
  </StrictMode>,
);
