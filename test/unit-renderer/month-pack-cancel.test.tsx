/**
 * After Cancel the page reads the runs log on until it shows how the service ended the
 * cancelled run: a run in the clicked folder that was not in the log at the click and is no
 * longer running; for a minute at most, as a run that never started is never logged. A
 * Cancel that came after the files were placed finds the run written, and says so.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { MonthPackRun } from '../../shared/api/month-pack.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { PackOutcome } from '../../renderer/src/features/month-pack/PackOutcome.js';
import {
  awaitsCancelledRun,
  cancelledRunOf,
  type PackState,
} from '../../renderer/src/features/month-pack/use-pack-run.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const FOLDER = '/home/clerk/boekhouding';
const CLICKED_AT = 1_800_000_000_000;

const run = (id: string, status: MonthPackRun['status'], folder = FOLDER): MonthPackRun => ({
  id,
  trigger: 'manual',
  scheduled_for: null,
  started_at: '2026-11-27T08:00:00+01:00',
  finished_at: status === 'running' ? null : '2026-11-27T08:00:09+01:00',
  from: '2025-11-01',
  to: '2025-11-30',
  location_id: null,
  folder,
  status,
  files: [],
  file_count: 7,
  error: null,
});

const cancelled: PackState = {
  kind: 'cancelled',
  folder: FOLDER,
  before: new Set(['earlier']),
  followUntil: CLICKED_AT + 60_000,
};

describe('awaitsCancelledRun', () => {
  it('waits while the log has no run of this click, or has it running', () => {
    expect(awaitsCancelledRun(cancelled, undefined, CLICKED_AT)).toBe(true);
    expect(awaitsCancelledRun(cancelled, [run('earlier', 'cancelled')], CLICKED_AT)).toBe(true);
    const elsewhere = run('other', 'cancelled', '/home/clerk/elders');
    expect(awaitsCancelledRun(cancelled, [elsewhere], CLICKED_AT)).toBe(true);
    expect(awaitsCancelledRun(cancelled, [run('new', 'running')], CLICKED_AT)).toBe(true);
  });

  it('stops once the log shows it ended, however it ended', () => {
    for (const status of ['cancelled', 'written', 'failed', 'interrupted'] as const) {
      const log = [run('new', status), run('earlier', 'written')];
      expect(awaitsCancelledRun(cancelled, log, CLICKED_AT), status).toBe(false);
    }
  });

  it('stops after a minute without it, and follows nothing unless cancelled here', () => {
    expect(awaitsCancelledRun(cancelled, [], CLICKED_AT + 59_999)).toBe(true);
    expect(awaitsCancelledRun(cancelled, [], CLICKED_AT + 60_000)).toBe(false);
    for (const state of [{ kind: 'idle' }, { kind: 'running' }] as const) {
      expect(awaitsCancelledRun(state, [], CLICKED_AT)).toBe(false);
    }
  });
});

describe('the outcome of a cancelled run', () => {
  const languageBefore = useSettingsStore.getState().language;
  afterEach(() => useSettingsStore.setState({ language: languageBefore }));

  const outcomeOf = (log: MonthPackRun[]) => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const cancelledRun = cancelledRunOf(cancelled, log);
    act(() =>
      root.render(
        <PackOutcome
          state={cancelled}
          running={undefined}
          cancelledRun={cancelledRun}
          onCancel={() => undefined}
        />,
      ),
    );
    const text = container.textContent;
    act(() => root.unmount());
    return text;
  };

  it('says nothing was put in the folder until the log shows the run written after all', () => {
    useSettingsStore.setState({ language: 'nl' });
    expect(outcomeOf([])).toBe('Geannuleerd; er is niets in de map gezet.');
    expect(outcomeOf([run('new', 'cancelled')])).toBe('Geannuleerd; er is niets in de map gezet.');
    const late = {
      ...run('new', 'written'),
      files: [
        { name: 'a.pdf', bytes: 1 },
        { name: 'b.csv', bytes: 2 },
      ],
    };
    expect(outcomeOf([late])).toBe(
      `Annuleren kwam te laat: de bestanden stonden al klaar. 2 bestanden geschreven in ${FOLDER}.`,
    );
    useSettingsStore.setState({ language: 'en' });
    expect(outcomeOf([late])).toBe(
      `Cancel came too late: the files were ready. 2 files written to ${FOLDER}.`,
    );
  });
});
