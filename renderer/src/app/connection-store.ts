/** The API client's back-off in progress, so the shell can say "retrying in 8 s". */
import { create } from 'zustand';

interface RetryNotice {
  attempt: number;
  total: number;
  delayMs: number;
  /** Epoch ms when the notice was raised, for a countdown. */
  since: number;
}

interface ConnectionState {
  retry: RetryNotice | null;
  retrying: (notice: RetryNotice) => void;
  recovered: () => void;
}

export const useConnectionStore = create<ConnectionState>()((set, get) => ({
  retry: null,
  retrying: (retry) => set({ retry }),
  recovered: () => {
    if (get().retry) set({ retry: null });
  },
}));
