/**
 * The one schedule form's state and submit (the month pack's, the digest's, bookkeeping's):
 * what it refuses before the service is asked, what it hands the save, what it does with the
 * answer and with a refusal.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type SyntheticEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  useScheduleForm,
  type ScheduleForm,
  type ScheduleValues,
} from '../../renderer/src/features/month-pack/use-schedule-form.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const KEY = ['schedule-under-test'];
let container: HTMLDivElement;
let root: Root;
let client: QueryClient;
let form: ScheduleForm;

beforeEach(() => {
  container = document.createElement('div');
  root = createRoot(container);
  client = new QueryClient();
});
afterEach(() => act(() => root.unmount()));

function Harness(props: Parameters<typeof useScheduleForm>[0]) {
  form = useScheduleForm(props);
  return null;
}

function mount(save: (values: ScheduleValues) => Promise<unknown>, needsFolder = true) {
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Harness
          saved={{ enabled: false, time: '07:00', folder: '' }}
          needsFolder={needsFolder}
          save={save}
          queryKey={KEY}
          savedText="saved"
          failureText={(error) => `refused: ${String(error)}`}
        />
      </QueryClientProvider>,
    ),
  );
}

async function submit() {
  const event = { preventDefault: () => undefined } as SyntheticEvent<HTMLFormElement>;
  await act(async () => {
    form.onSubmit(event);
    await Promise.resolve();
  });
}

it('says a time that is not HH:MM and a missing folder at their fields, and asks nothing', async () => {
  const save = vi.fn(() => Promise.resolve({}));
  mount(save);
  act(() => {
    form.setEnabled(true);
    form.setTime('7 uur');
  });
  await submit();
  expect([form.timeError, form.noFolder, save.mock.calls.length]).toEqual([true, true, 0]);
});

it('needs no folder where the schedule writes none', async () => {
  const save = vi.fn(() => Promise.resolve({}));
  mount(save, false);
  act(() => form.setEnabled(true));
  await submit();
  expect([form.noFolder, save.mock.calls.length]).toEqual([false, 1]);
});

it('hands the save the folder trimmed and a password only when one is typed; keeps the answer', async () => {
  const answer = { enabled: true, time: '06:30' };
  const save = vi.fn((values: ScheduleValues) => Promise.resolve({ ...answer, values }));
  mount(save);
  act(() => {
    form.setEnabled(true);
    form.setTime('06:30');
    form.setFolder('  /packs  ');
  });
  await submit();
  act(() => form.setPassword('geheim'));
  await submit();
  expect(save.mock.calls.map(([values]) => values)).toEqual([
    { enabled: true, time: '06:30', folder: '/packs', secret: {} },
    { enabled: true, time: '06:30', folder: '/packs', secret: { password: 'geheim' } },
  ]);
  expect(client.getQueryData(KEY)).toMatchObject(answer);
  expect([form.password, form.outcome, form.saving]).toEqual([
    '',
    { ok: true, text: 'saved' },
    false,
  ]);
});

it('says a refusal in the form’s words and keeps what was typed', async () => {
  mount(() => Promise.reject(new Error('no')));
  act(() => {
    form.setFolder('/packs');
    form.setPassword('geheim');
  });
  await submit();
  expect([form.outcome, form.password]).toEqual([
    { ok: false, text: 'refused: Error: no' },
    'geheim',
  ]);
});
