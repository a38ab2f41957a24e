/**
 * The journal screen's mapping problems, in both languages: a period the mapping has no
 * account for lists what is missing; two rate ids of one VAT code on two VAT accounts (409
 * `vat_accounts_differ`, decision 0117) says which, in words; both lead to the mapping screen.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/client/index.js';
import { useSettingsStore } from '../../renderer/src/app/settings-store.js';
import { isMappingGap, MappingGap } from '../../renderer/src/features/journal/MappingGap.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const languageBefore = useSettingsStore.getState().language;
afterEach(() => {
  useSettingsStore.setState({ language: languageBefore });
});

const split = new ApiError({
  error: 'Conflict',
  code: 'vat_accounts_differ',
  status: 409,
  message: 'the ledger mapping posts tax rates 21% (1) and 21% oud (5) … to two accounts',
  params: {
    vat_code: 'NL21',
    tax_rate_id: 5,
    name: '21% oud',
    account: '1505',
    other_tax_rate_id: 1,
    other_name: '21%',
    other_account: '1501',
  },
});

function rendered(error: ApiError): { text: string; link: string | null } {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<MappingGap error={error} />));
  const text = container.textContent.replace(/\s+/g, ' ');
  const link = container.querySelector('a')?.getAttribute('href') ?? null;
  act(() => root.unmount());
  return { text, link };
}

describe('the journal’s mapping problems', () => {
  it('says which rates of one VAT code go to two accounts, and leads to the mapping', () => {
    expect(isMappingGap(split)).toBe(true);
    useSettingsStore.setState({ language: 'nl' });
    const dutch = rendered(split);
    expect(dutch.text).toContain(
      'Eén btw-code staat in de grootboekkoppeling op twee btw-rekeningen',
    );
    expect(dutch.text).toContain('“21%” en “21% oud” zijn allebei btw-code NL21');
    expect(dutch.text).toContain('(1501 en 1505)');
    expect(dutch.link).toBe('#/ledger-mapping');
    useSettingsStore.setState({ language: 'en' });
    expect(rendered(split).text).toContain('are both VAT code NL21');
  });
});
