/**
 * One click of "Write pack", from the request to its outcome: the POST, the question when
 * files of the same names exist (409: the list, then the same request with overwrite), and
 * cancelling, which closes the request so the service stops the run and leaves nothing.
 * While it runs, the runs log is read twice a second: its running run says how many files
 * are made.
 */
import { asExport } from '../../components/export-activity.js';
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
  | { kind: 'cancelled' };

export function usePackRun() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PackState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async (request: MonthPackRequest) => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ kind: 'running' });
    try {
      // An update waits for the pack as for any export (components/export-activity.ts).
      const run = await asExport(() => writePack(request, abort.signal));
      setState({ kind: 'written', run });
    } catch (error) {
      if (isAbortError(error)) setState({ kind: 'cancelled' });
      else if (error instanceof ApiError && error.code === 'files_exist') {
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
