import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import type { SaveCredentialsResult } from '../../../../shared/ipc.js';
import { api } from '../../app/api.js';
import { loggedIn } from '../../app/screen-focus.js';
import { useSessionStore } from '../../app/session-store.js';
import { getBridge, type BackofficeBridge } from '../../platform/bridge.js';
import { useLoginFormStore } from './store.js';

export interface LoginFields {
  account: string;
  email: string;
  password: string;
}

/**
 * Saves the credentials when "remember me" is ticked, else forgets any saved before; answers
 * what the vault said to a save (null when nothing was asked, or the bridge failed).
 */
function rememberOrForget(
  bridge: BackofficeBridge,
  rememberMe: boolean,
  given: LoginFields,
): Promise<SaveCredentialsResult | null> {
  const saving = rememberMe ? bridge.credentials.save(given) : bridge.credentials.clear();
  return saving.then(
    (answer) => answer ?? null,
    () => null,
  );
}

/** In the desktop app, credentials saved with "remember me" prefill the form. */
function usePrefillFromVault(
  bridge: BackofficeBridge | undefined,
  setFields: (fields: LoginFields) => void,
  setRememberMe: (rememberMe: boolean) => void,
): void {
  useEffect(() => {
    bridge?.credentials
      .load()
      .then((saved) => {
        if (saved) {
          setFields(saved);
          setRememberMe(true);
        }
      })
      .catch(() => undefined);
  }, [bridge, setFields, setRememberMe]);
}

/**
 * The form's values (the account and e-mail last used; in the desktop app the credentials
 * saved with "remember me"), logging in, and entering the app with a fresh cache.
 */
export function useLoginForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((state) => state.signedIn);
  const remembered = useLoginFormStore();
  const [fields, setFields] = useState<LoginFields>({
    account: remembered.account,
    email: remembered.email,
    password: '',
  });
  const [missing, setMissing] = useState(false);
  const bridge = getBridge();
  const [rememberMe, setRememberMe] = useState(false);
  usePrefillFromVault(bridge, setFields, setRememberMe);

  const [rememberRefused, setRememberRefused] = useState(false);

  const enter = () => {
    // A new session may be another user: nothing cached may leak across.
    queryClient.clear();
    loggedIn();
    signedIn();
  };

  const login = useMutation({
    mutationFn: async (given: LoginFields) => {
      await api.login(given.account, given.email, given.password);
      return bridge ? rememberOrForget(bridge, rememberMe, given) : null;
    },
    onSuccess: (saved, given) => {
      remembered.remember(given.account, given.email);
      // The user asked to be remembered: a vault that cannot keep the password says so here,
      // before the app opens, or they would only find out at the next start.
      if (saved?.status === 'refused') setRememberRefused(true);
      else enter();
    },
  });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const given = { ...fields, account: fields.account.trim(), email: fields.email.trim() };
    if (!given.account || !given.email || !given.password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    login.mutate(given);
  };

  return {
    id,
    fields,
    setFields,
    missing,
    bridge,
    rememberMe,
    setRememberMe,
    rememberRefused,
    login,
    submit,
    enter,
  };
}
