import { SectionCard } from '../../components/layout/SectionCard.js';
import { countKey, useLocale, useT } from '../../i18n/index.js';
import type { EditorState } from './editor.js';
import { rgsOpen } from './OssAndRgs.js';
import { fieldName, fieldOfMissing, SECTION_TITLES, sectionOf, type Section } from './labels.js';

/**
 * What has no account yet, by section, each a button to its field. An entry filled in on the
 * screen leaves the list at once; it is stored when the user saves.
 */
export function MissingList({
  state,
  onGoTo,
}: {
  state: EditorState;
  onGoTo: (field: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const open = state.mapping.missing
    .map(fieldOfMissing)
    .filter((field) => (state.draft.codes[field] ?? '').trim() === '');
  if (open.length === 0) {
    // Every figure has an account; "all mapped" only once every account has its RGS code too
    // ("Alles is gekoppeld." once stood beside "23 rekening(en) zonder RGS-code").
    const withoutRgs = rgsOpen(state).length;
    if (withoutRgs === 0 && state.mapping.months_still_reading.length > 0) {
      // Months still being read may use a rate or payment type not listed yet: not "all".
      return (
        <p className="banner banner--info ledger__done" role="status">
          {t('ledger.missing.noneSoFar')}
        </p>
      );
    }
    return withoutRgs === 0 ? (
      <p className="banner banner--positive ledger__done" role="status">
        <span aria-hidden="true">✓</span> {t('ledger.missing.none')}
      </p>
    ) : (
      <p className="banner banner--info ledger__done" role="status">
        {t(countKey('ledger.missing.rgsOnly', withoutRgs), { count: withoutRgs })}
      </p>
    );
  }
  const bySection = new Map<Section, string[]>();
  for (const field of open) {
    const section = sectionOf(field);
    bySection.set(section, [...(bySection.get(section) ?? []), field]);
  }
  return (
    <SectionCard
      id="ledger-missing"
      title={t('ledger.missing.title', { count: open.length })}
      hint={t('ledger.missing.hint')}
      className="ledger__missing"
    >
      <dl className="ledger__missing-list">
        {[...bySection].map(([section, fields]) => (
          <div key={section} className="ledger__missing-group">
            <dt>{t(SECTION_TITLES[section])}</dt>
            <dd>
              {fields.map((field) => (
                <button
                  key={field}
                  type="button"
                  className="ledger__goto"
                  onClick={() => onGoTo(field)}
                >
                  {fieldName(t, locale, state.mapping, field)}
                </button>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
