/**
 * One click of "Write pack", from the request to its outcome: the POST, the question when
 * files of the same names exist (409: the list, then the same request with overwrite), and
 * cancelling, which closes the request so the service stops the run and leaves nothing.
 * While it runs, the runs log is read twice a second: its running run says how many files
 * are made. After Cancel it is read on until it shows the cancelled run ended: the service
 * stops a run once the platform's read under way has answered, which may be well after the
 * click (a slow platform), and the run may not be in the log yet when the click is answered.
 * A Cancel that came after the files were placed finds the run written: the log says so.
 */
import { asExport } from '../../components/export/export-activity.js';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { MonthPackRequest, MonthPackRun } from '../../../../shared/api/month-pack.js';
import { ApiError, isAbortError } from '../../../../shared/client/index.js';
import { monthPackQueries, writePack } from './queries.js';

export type PackState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'confirm'; request: MonthPackRequest; existing: string[] }
  | { kind: 'written'; run: MonthPackRun }
  | { kind: 'failed'; error: unknown; folder: string }
  | {
      kind: 'cancelled';
      folder: string;
      /** The runs in the log when Write was clicked: the cancelled one is none of them. */
      before: ReadonlySet<string>;
      /** Until when the log is read for it (a run that never started is never logged). */
      followUntil: number;
    };

/** Long enough for the platform's slowest read, which the service waits for, to answer. */
const FOLLOW_CANCELLED_MS = 60_000;

/** How the service ended the run cancelled here, once the log shows it. */
export function cancelledRunOf(
  state: PackState,
  runs: readonly MonthPackRun[] | undefined,
): MonthPackRun | undefined {
  if (state.kind !== 'cancelled') return undefined;
  return runs?.find(
    (run) => !state.before.has(run.id) && run.folder === state.folder && run.status !== 'running',
  );
}

/** Whether the log is yet to show how the service ended the run cancelled here. */
export function awaitsCancelledRun(
  state: PackState,
  runs: readonly MonthPackRun[] | undefined,
  now: number,
): boolean {
  if (state.kind !== 'cancelled' || now >= state.followUntil) return false;
  return cancelledRunOf(state, runs) === undefined;
}

export function usePackRun() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PackState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async (request: MonthPackRequest) => {
    const abort = new AbortController();
    controller.current = abort;
    const logged = queryClient.getQueryData(monthPackQueries.runs().queryKey)?.data ?? [];
    const before = new Set(logged.map((run) => run.id));
    setState({ kind: 'running' });
    try {
      // An update waits for the pack as for any export (components/export/export-activity.ts).
      const run = await asExport(() => writePack(request, abort.signal));
      setState({ kind: 'written', run });
    } catch (error) {
      if (isAbortError(error)) {
        const followUntil = Date.now() + FOLLOW_CANCELLED_MS;
        setState({ kind: 'cancelled', folder: request.folder, before, followUntil });
      } else if (error instanceof ApiError && error.code === 'files_exist') {
        setState({ kind: 'confirm', request, existing: error.body.existing_files ?? [] });
      } else setState({ kind: 'failed', error, folder: request.folder });
    } finally {
      controller.current = null;
      void queryClient.invalidateQueries({ queryKey: monthPackQueries.runs().queryKey });
    }
  };

  return {
    state,
    start,
    overwrite: () => {
      if (state.kind === 'confirm') void start({ ...state.request, overwrite: true });
    },
    dismiss: () => setState({ kind: 'idle' }),
    cancel: () => controller.current?.abort(),
  };
}
