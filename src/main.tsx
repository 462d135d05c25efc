import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/index.css';

// React DOM is evaluated with this entry, the app's own code as a second module in a task of its
// own: evaluated together they were one long task on a phone (total blocking time).
// The mark dates React DOM's evaluation for npm run bench:waterfall.
performance.mark('entry-evaluated');
void import('@/app/start').then(({ startApp }) => startApp({ createRoot, hydrateRoot }));
