/**
 * What every schedule's form keeps and does (the month pack's, the morning digest's,
 * bookkeeping's posting run): whether it runs, at what time, into which folder, the password it
 * runs with; and saving them: a time that is not HH:MM and an enabled schedule without its
 * folder are said at the field before the service is asked (it refuses them too), the answer
 * replaces the saved schedule, the password is never kept in the form.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { isClockTime } from '../../../../shared/api/month-pack.js';
import type { FormOutcome } from './ScheduleFields.js';

/** What the form hands its schedule's save: the password only when there is one to keep. */
export interface ScheduleValues {
  enabled: boolean;
  time: string;
  folder: string;
  secret: { password?: string };
}

export function useScheduleForm<Answer>({
  saved,
  needsFolder,
  save,
  queryKey,
  savedText,
  failureText,
}: {
  saved: { enabled: boolean; time: string; folder?: string };
  /** Whether the schedule writes into a folder, which it then cannot run without. */
  needsFolder: boolean;
  save: (values: ScheduleValues) => Promise<Answer>;
  /** The saved schedule's query, which the answer replaces. */
  queryKey: QueryKey;
  savedText: string;
  failureText: (error: unknown) => string;
}) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [time, setTime] = useState(saved.time);
  const [folder, setFolder] = useState(saved.folder ?? '');
  const [password, setPassword] = useState('');
  const [timeError, setTimeError] = useState(false);
  const [noFolder, setNoFolder] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const badTime = enabled && !isClockTime(time);
    const folderMissing = needsFolder && enabled && folder.trim() === '';
    setTimeError(badTime);
    setNoFolder(folderMissing);
    if (badTime || folderMissing) return;
    setSaving(true);
    try {
      const secret = enabled && password !== '' ? { password } : {};
      const answer = await save({ enabled, time, folder: folder.trim(), secret });
      queryClient.setQueryData(queryKey, answer);
      setPassword('');
      setOutcome({ ok: true, text: savedText });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) });
    } finally {
      setSaving(false);
    }
  };

  return {
    enabled,
    setEnabled,
    time,
    setTime,
    folder,
    setFolder,
    password,
    setPassword,
    timeError,
    noFolder,
    outcome,
    saving,
    onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void submit(event),
  };
}

export type ScheduleForm = ReturnType<typeof useScheduleForm>;
