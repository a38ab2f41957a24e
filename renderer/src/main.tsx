import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { loadPreferences } from './app/settings-store.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Preferences first, so the first screen is already in the user's language and no screen
// shows one dialect and then another; a failure leaves the defaults and still renders.
void loadPreferences()
  .catch((error: unknown) => console.warn('could not read the saved preferences', error))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
