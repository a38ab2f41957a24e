/**
 * How the bookkeeping screen's buttons run what they do: busy (their buttons off) while it
 * runs, then a note of how it went, or the package's or the service's refusal in the user's
 * words.
 */
import { useState } from 'react';
import { useT } from '../../i18n/index.js';
import { refusalText } from './words.js';

export type Note = { ok: boolean; text: string } | null;

export function useNotedAction() {
  const t = useT();
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `action`; its answer is the note (null: none). */
  const run = async (action: () => Promise<Note>) => {
    setBusy(true);
    setNote(null);
    try {
      setNote(await action());
    } catch (error) {
      setNote({ ok: false, text: refusalText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return { note, busy, run };
}

/** The note of the last action, said as a status. */
export function ActionNote({ note }: { note: Note }) {
  if (!note) return null;
  return (
    <p className={note.ok ? 'banner banner--positive' : 'banner banner--error'} role="status">
      {note.text}
    </p>
  );
}
