import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  exceptionThresholdsInputSchema,
  type ExceptionThresholds,
  type ExceptionThresholdsInput,
} from '../../../../shared/api/exceptions.js';
import { QueryState } from '../../components/state/QueryState.js';
import { TextField } from '../../components/form/TextField.js';
import { Drawer } from '../../components/layout/Drawer.js';
import { useT, type MessageKey } from '../../i18n/index.js';
import { errorSentence } from '../../lib/error-text.js';
import { formatDateTime } from '../../lib/format.js';
import { useDateStyle } from '../../app/settings-store.js';
import { exceptionsQueries, useSaveThresholds } from './queries.js';
import { isOneOf } from '../../../../shared/guards.js';

type Field = keyof ExceptionThresholdsInput;
/** What a field takes, so a wrong value is told with its bounds (the contract's). */
type Kind = 'euros' | 'days' | 'percent';
const FIELDS: readonly { field: Field; kind: Kind }[] = [
  { field: 'cash_difference', kind: 'euros' },
  { field: 'repeated_difference', kind: 'euros' },
  { field: 'repeated_days', kind: 'days' },
  { field: 'refund_share', kind: 'percent' },
  { field: 'refund_amount', kind: 'euros' },
  { field: 'discount_share', kind: 'percent' },
  { field: 'line_loss', kind: 'euros' },
];

const INVALID: Record<Kind, MessageKey> = {
  euros: 'exc.thresholds.invalid.euros',
  days: 'exc.thresholds.invalid.days',
  percent: 'exc.thresholds.invalid.percent',
};

const FIELD_NAMES = FIELDS.map(({ field }) => field);

type Draft = Record<Field, string>;

/** As typed: a decimal comma, as the user writes it in Dutch. */
const draftOf = (stored: ExceptionThresholds): Draft =>
  Object.fromEntries(
    FIELDS.map(({ field }) => [field, String(stored[field]).replace('.', ',')]),
  ) as Draft;

/** Each field's value for the PUT, or null where it does not fit the contract. */
function bodyOf(draft: Draft): { body: ExceptionThresholdsInput | null; bad: Set<Field> } {
  const values = Object.fromEntries(
    FIELDS.map(({ field, kind }) => {
      const text = draft[field].trim().replace(',', '.');
      return [field, kind !== 'euros' && text !== '' ? Number(text) : text];
    }),
  );
  const parsed = exceptionThresholdsInputSchema.safeParse(values);
  if (parsed.success) return { body: parsed.data, bad: new Set() };
  const named = parsed.error.issues.map((issue) => issue.path[0]);
  return { body: null, bad: new Set(named.filter((key) => isOneOf(FIELD_NAMES, key))) };
}

/**
 * The account's thresholds in a drawer opened from the screen's header, editable by a user
 * not limited to a location; saved, the exceptions are read again.
 */
export function ThresholdsDrawer({
  readOnly,
  onClose,
}: {
  readOnly: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const query = useQuery(exceptionsQueries.thresholds());
  return (
    <Drawer title={t('exc.thresholds.title')} onClose={onClose}>
      <p className="hint">{t('exc.thresholds.hint')}</p>
      {readOnly ? (
        <p className="banner banner--info" role="note">
          {t('exc.thresholds.readOnly')}
        </p>
      ) : null}
      <QueryState query={query}>
        {(stored) => (
          <ThresholdsForm
            key={stored.updated_at ?? 'defaults'}
            stored={stored}
            readOnly={readOnly}
          />
        )}
      </QueryState>
    </Drawer>
  );
}

function ThresholdsForm({ stored, readOnly }: { stored: ExceptionThresholds; readOnly: boolean }) {
  const t = useT();
  const style = useDateStyle();
  const save = useSaveThresholds();
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const { body, bad } = bodyOf(draft);
  const dirty = FIELDS.some(({ field }) => draft[field] !== draftOf(stored)[field]);
  return (
    <form
      className="exc__thresholds"
      onSubmit={(event) => {
        event.preventDefault();
        if (body) save.mutate(body);
      }}
    >
      <div className="exc__threshold-grid">
        {FIELDS.map(({ field, kind }) => (
          <TextField
            key={field}
            label={t(`exc.thresholds.${field}`)}
            error={bad.has(field) ? t(INVALID[kind]) : null}
            inputMode={kind === 'days' ? 'numeric' : 'decimal'}
            value={draft[field]}
            readOnly={readOnly}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
      </div>
      <div className="exc__threshold-actions">
        <span className="hint">
          {stored.updated_at === null
            ? t('exc.thresholds.defaults')
            : t('exc.thresholds.savedAt', { time: formatDateTime(stored.updated_at, style) })}
        </span>
        {readOnly ? null : (
          <button
            type="submit"
            className="button button--primary"
            disabled={!dirty || body === null || save.isPending}
          >
            {save.isPending ? t('exc.thresholds.saving') : t('exc.thresholds.save')}
          </button>
        )}
      </div>
      {save.isError ? (
        <p className="banner banner--error" role="alert">
          {t('exc.thresholds.failed', { reason: errorSentence(t, save.error) })}
        </p>
      ) : null}
    </form>
  );
}
