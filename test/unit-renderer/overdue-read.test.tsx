/**
 * A screen's first answer that does not come is never "Laden…" without end: after
 * OVERDUE_AFTER_MS the screen says what is going on, in the user's language, and "Opnieuw
 * proberen" drops the request under way and sends a new one; Vernieuwen, which ignores a
 * second click while a read is quick, asks again once the read is overdue. In jsdom, with a
 * real QueryClient and a read that never answers (as the hung catalog of issue 43).
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FreshnessLine } from '../../renderer/src/components/note/FreshnessLine.js';
import { QueryState } from '../../renderer/src/components/state/QueryState.js';
import { OVERDUE_AFTER_MS } from '../../renderer/src/components/state/use-read-progress.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { translate } from '../../renderer/src/i18n/index.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Every read sent, with its signal; none is ever answered. */
let sent: AbortSignal[] = [];
const neverAnswered = ({ signal }: { signal: AbortSignal }) => {
  sent.push(signal);
  return new Promise<string>(() => undefined);
};

function Screen() {
  const query = useQuery({ queryKey: ['hung'], queryFn: neverAnswered });
  return (
    <>
      <FreshnessLine
        of={[
          {
            freshness: undefined,
            busy: query.isFetching,
            enabled: true,
            refresh: () => void query.refetch(),
          },
        ]}
      />
      <QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>
    </>
  );
}

let root: Root;
let container: HTMLElement;
/** The language as other files in this worker find it (modules are shared between files). */
const languageBefore = useSettingsStore.getState().language;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  sent = [];
  useSettingsStore.setState({ language: 'nl' });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  useSettingsStore.setState({ language: languageBefore });
});

const text = () => container.textContent;
const button = (label: string) =>
  [...container.querySelectorAll('button')].find((found) => found.textContent === label);
/** Does `action`, then lets the query client's scheduled work run. */
const settle = (action: () => void) =>
  act(async () => {
    action();
    await vi.advanceTimersByTimeAsync(10);
  });
const nl = (key: Parameters<typeof translate>[1]) => translate('nl', key);

describe('a read that never answers', () => {
  it('says so after a while, and Opnieuw proberen sends a new request', async () => {
    expect(text()).toContain(nl('state.loading'));
    act(() => {
      vi.advanceTimersByTime(OVERDUE_AFTER_MS - 100);
    });
    expect(text()).not.toContain(nl('state.overdue'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(text()).toContain(nl('state.overdue'));
    expect(text()).not.toContain(nl('state.loading'));

    await settle(() => button(nl('state.retry'))?.click());
    expect(sent).toHaveLength(2);
    expect(sent[0]?.aborted).toBe(true);
    expect(sent[1]?.aborted).toBe(false);
    // The new request starts its own wait: loading again, overdue again later.
    expect(text()).toContain(nl('state.loading'));
  });

  it('lets Vernieuwen ask again only once the read is overdue', async () => {
    const refresh = () => button(nl('freshness.refresh'))?.click();
    await settle(refresh);
    expect(sent).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(OVERDUE_AFTER_MS);
    });
    const overdueLine = () => container.querySelector('.freshness__text--stale')?.textContent;
    expect(overdueLine()).toBe(nl('freshness.overdue'));
    await settle(refresh);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.aborted).toBe(true);
    expect(overdueLine()).toBeUndefined();
  });

  it('speaks the chosen language', () => {
    act(() => {
      useSettingsStore.setState({ language: 'en' });
    });
    act(() => {
      vi.advanceTimersByTime(OVERDUE_AFTER_MS);
    });
    expect(text()).toContain(translate('en', 'state.overdue'));
  });
});
