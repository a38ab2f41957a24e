import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The account and e-mail last used, to prefill the form. Never the password. */
interface LoginFormState {
  account: string;
  email: string;
  remember: (account: string, email: string) => void;
}

export const useLoginFormStore = create<LoginFormState>()(
  persist(
    (set) => ({
      account: '',
      email: '',
      remember: (account, email) => set({ account, email }),
    }),
    { name: 'backoffice-desk.login', version: 1 },
  ),
);
