import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import { ApiError } from '../../../../shared/client/index.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatDateTime } from '../../lib/format.js';
import { sessionQueries } from '../../app/session-queries.js';
import { useDateStyle } from '../../app/settings-store.js';
import { AccountsCard, CompanyCard } from './CompanyAndAccounts.js';
import {
  draftOf,
  putPlanOf,
  sameDraft,
  saveProblemOf,
  vatField,
  withAddedRates,
  type Draft,
  type SaveProblem,
} from './draft.js';
import type { EditorState } from './editor.js';
import { ClearingTable, RevenueTable, VatTable } from './KeyedTables.js';
import { MissingList } from './MissingList.js';
import { MonthsStillReading } from './MonthsStillReading.js';
import { OssCard, RgsCard } from './OssAndRgs.js';
import { problemText } from './problem-text.js';
import { SaveFailure, goTo } from './SaveFailure.js';
import { ledgerMappingQueries, useSaveLedgerMapping } from './queries.js';

function MappingEditor({
  mapping: answer,
  readOnly,
  onLookAgain,
}: {
  mapping: LedgerMapping;
  readOnly: boolean;
  onLookAgain: () => void;
}) {
  const t = useT();
  const editor = useMappingEditor(answer, readOnly);
  const { state } = editor;
  return (
    <>
      <EditorHeader editor={editor} readOnly={readOnly} />
      <p className="hint">{t('ledger.intro', { account: state.mapping.account })}</p>
      <MonthsStillReading
        months={answer.months_still_reading}
        dirty={editor.dirty}
        onLookAgain={onLookAgain}
      />
      {readOnly ? (
        <p className="banner banner--info" role="note">
          {t('ledger.readOnly')}
        </p>
      ) : null}
      <SaveFailure problem={editor.problem} failure={editor.failure} />
      <div className="ledger">
        <MissingList state={state} onGoTo={goTo} />
        <div className="ledger__columns">
          <div className="ledger__stack">
            <CompanyCard state={state} onCompany={editor.changeCompany} />
            <RevenueTable state={state} />
            <VatTable state={state} />
            <OssCard state={state} />
          </div>
          <div className="ledger__stack">
            <ClearingTable state={state} />
            <AccountsCard state={state} />
            <RgsCard state={state} />
          </div>
        </div>
      </div>
    </>
  );
}

/** The title, whether the mapping is saved (and when), and Discard and Save. */
function EditorHeader({
  editor,
  readOnly,
}: {
  editor: ReturnType<typeof useMappingEditor>;
  readOnly: boolean;
}) {
  const t = useT();
  const dateStyle = useDateStyle();
  const { dirty, saving, state } = editor;
  const status = dirty ? (
    <span className="ledger__status ledger__status--unsaved">{t('ledger.unsaved')}</span>
  ) : (
    <span className="ledger__status">
      {state.mapping.updated_at === null
        ? t('ledger.neverSaved')
        : t('ledger.savedAt', { time: formatDateTime(state.mapping.updated_at, dateStyle) })}
    </span>
  );
  return (
    <PageHeader title={t('ledger.title')} status={status}>
      {readOnly ? (
        <span className="badge badge--muted">{t('ledger.readOnlyTag')}</span>
      ) : (
        <>
          <button
            type="button"
            className="button"
            disabled={!dirty || saving}
            onClick={editor.discard}
          >
            {t('ledger.discard')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!dirty || saving}
            onClick={editor.save}
          >
            {saving ? t('ledger.saving') : t('ledger.save')}
          </button>
        </>
      )}
    </PageHeader>
  );
}

/**
 * The edited copy of the mapping: what the fields show, the rates added, the field a refusal
 * names (brought into view) or the failure, and Save (the stored mapping then the copy) and
 * Discard.
 */
function useMappingEditor(answer: LedgerMapping, readOnly: boolean) {
  const t = useT();
  const locale = useLocale();
  const save = useSaveLedgerMapping();
  const [draft, setDraft] = useState<Draft>(() => draftOf(answer));
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const mapping = withAddedRates(answer, draft);

  useEffect(() => {
    if (problem?.field) goTo(problem.field);
  }, [problem]);

  const forget = (field: string) => {
    if (problem?.field === field) setProblem(null);
  };
  const state: EditorState = {
    mapping,
    draft,
    readOnly: readOnly || save.isPending,
    setCode: (field, value) => {
      setDraft((current) => ({ ...current, codes: { ...current.codes, [field]: value } }));
      forget(field);
    },
    errorOf: (field) =>
      problem?.field === field ? problemText(t, problem, draft, mapping, locale) : null,
    addRate: (row) => {
      setDraft((current) => ({ ...current, addedRates: [...current.addedRates, row] }));
      requestAnimationFrame(() => goTo(vatField(row.tax_rate_id)));
    },
  };
  return {
    state,
    problem,
    failure,
    dirty: !sameDraft(draft, draftOf(answer)),
    saving: save.isPending,
    changeCompany: (change: Partial<Draft['company']>) => {
      setDraft((current) => ({ ...current, company: { ...current.company, ...change } }));
      for (const key of Object.keys(change)) forget(`company.${key}`);
    },
    discard: () => {
      setDraft(draftOf(answer));
      setProblem(null);
      setFailure(null);
    },
    save: () => {
      const plan = putPlanOf(draft, mapping);
      setProblem(null);
      setFailure(null);
      save.mutate(plan.body, {
        onSuccess: (stored) => setDraft(draftOf(stored)),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            setProblem(saveProblemOf(error, plan));
          } else setFailure(error);
        },
      });
    },
  };
}

/**
 * The ledger mapping: which account each figure of the journal is posted to. Anyone of the
 * account sees it; a user limited to a location sees it read-only (the service refuses
 * their change too).
 */
export function LedgerMappingPage() {
  const t = useT();
  const query = useQuery(ledgerMappingQueries.mapping());
  const me = useQuery(sessionQueries.me());
  const readOnly = (me.data?.locked_location_id ?? null) !== null;
  const [lookedAgain, setLookedAgain] = useState(0);
  return (
    <section className="page page--scroll page--ledger">
      {query.data === undefined ? <PageHeader title={t('ledger.title')} /> : null}
      <QueryState query={query}>
        {(mapping) => (
          // An answer looked for again on purpose starts the copy afresh (nothing was
          // unsaved); any other new answer leaves the copy as the user has it.
          <MappingEditor
            key={lookedAgain}
            mapping={mapping}
            readOnly={readOnly}
            onLookAgain={() => void query.refetch().then(() => setLookedAgain((n) => n + 1))}
          />
        )}
      </QueryState>
    </section>
  );
}
