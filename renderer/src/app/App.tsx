import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoginPage } from '../features/login/index.js';
import { useSettingsStore } from './settings-store.js';
import { translate } from '../i18n/index.js';
import { createQueryClient } from './query-client.js';
import { useSessionStore } from './session-store.js';
import { Shell } from './Shell.js';

function useDocumentLanguage() {
  const language = useSettingsStore((state) => state.language);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = translate(language, 'app.name');
  }, [language]);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const status = useSessionStore((state) => state.status);
  useDocumentLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      {status === 'signed-in' ? <Shell /> : <LoginPage />}
    </QueryClientProvider>
  );
}
