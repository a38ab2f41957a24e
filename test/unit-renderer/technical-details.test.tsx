/**
 * "Technische details" of a refusal of our own are in the user's language (its code, status and
 * request), not the service's English message; a package's or the platform's reason stays as it
 * came (issue 67).
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/client/index.js';
import { useSettingsStore, type Language } from '../../renderer/src/app/settings-store.js';
import { ErrorState } from '../../renderer/src/components/state/ErrorState.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const languageBefore = useSettingsStore.getState().language;

afterEach(() => {
  useSettingsStore.setState({ language: languageBefore });
});

/** The text under "Technische details" of `element`, in `language`. */
function detailOf(language: Language, element: ReactElement): string {
  useSettingsStore.setState({ language });
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(element));
  const detail = container.querySelector('.state__details p')?.textContent ?? '';
  act(() => root.unmount());
  return detail;
}

const OURS = new ApiError({
  error: 'Forbidden',
  code: 'folder_not_allowed',
  message: 'the folder "/elders/map" is not one the service may write into',
  status: 403,
  params: { folder: '/elders/map' },
  request_id: 'req-0042',
});

const PACKAGES = new ApiError({
  error: 'Bad Gateway',
  code: 'bad_gateway',
  message: 'bookkeeping package: Het grootboeknummer 8010 bestaat niet',
  status: 502,
});

describe('Technische details', () => {
  it('of our own refusal: its code, status and request in the user’s words', () => {
    expect(detailOf('nl', <ErrorState error={OURS} />)).toBe(
      'folder_not_allowed Geweigerd door de service (status 403). Verzoek req-0042.',
    );
    expect(detailOf('en', <ErrorState error={OURS} />)).toBe(
      'folder_not_allowed Refused by the service (status 403). Request req-0042.',
    );
  });

  it('of a package’s or the platform’s reason: its words as they came', () => {
    expect(detailOf('nl', <ErrorState error={PACKAGES} />)).toBe(
      'bad_gateway bookkeeping package: Het grootboeknummer 8010 bestaat niet',
    );
  });
});
