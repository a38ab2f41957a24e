/**
 * Whether the window has a session, and why not. UI state only: the token lives in the API
 * client, who the user is comes from GET /api/me through TanStack Query.
 */
import { create } from 'zustand';

type SessionStatus = 'signed-out' | 'signed-in' | 'expired';

interface SessionState {
  status: SessionStatus;
  signedIn: () => void;
  signedOut: () => void;
  expired: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'signed-out',
  signedIn: () => set({ status: 'signed-in' }),
  signedOut: () => set({ status: 'signed-out' }),
  expired: () => set({ status: 'expired' }),
}));
