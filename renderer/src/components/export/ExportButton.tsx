/**
 * Exports the screen's table: a CSV button, in the dialect chosen in settings (by default the
 * language's: Excel NL with `;` in Dutch, comma in English), its note saying which (and, for a
 * report of several tables, a line under it saying it is a zip of so many files, which is part
 * of the button's name: decision 0134), and an Excel (.xlsx) button
 * (and, where the endpoint has one, its XAF or PDF), with headers in the UI language and the
 * on-screen sort (and, when given, the visible columns in their order). A native save dialog in the
 * desktop app, a download in a browser. The run itself is use-export.ts; File → Export in the
 * desktop menu and Ctrl+E start the CSV export (use-screen-command.ts).
 */
import { useId } from 'react';
import type { SortingState } from '@tanstack/react-table';
import type { ExportTableSpec } from '../../../../shared/api/export-columns.js';
import type { ExportPath } from '../../../../shared/api/endpoints.js';
import type { Query } from '../../../../shared/client/index.js';
import { writtenDialectOf, type Language } from '../../../../shared/preferences.js';
import { useSettingsStore } from '../../app/settings-store.js';
import { countKey, useT, type MessageKey } from '../../i18n/index.js';
import { LineIcon } from '../value/LineIcon.js';
import type { ExportFileFormat } from './export-query.js';
import { ExportStatusText } from './ExportStatusText.js';
import { useExport } from './use-export.js';
import { useScreenCommand } from './use-screen-command.js';

const DownloadIcon = () => (
  <LineIcon d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14v2h12v-2" strokeWidth="1.8" />
);

/** The files besides the CSV, each a button with its extension, in this order. */
const FILE_BUTTONS = [
  ['xlsx', 'export.xlsxButton'],
  ['xaf', 'export.xafButton'],
  ['pdf', 'export.pdfButton'],
] as const satisfies readonly (readonly [ExportFileFormat, MessageKey])[];

interface ExportButtonProps {
  path: ExportPath;
  query: Query;
  /** The saved file's name in the user's language, without extension (user-file-names.ts). */
  fileName: (lang: Language) => string;
  /** The CSV comes as a zip of this many files (shared/api/zip-file-counts.ts): said on it. */
  zipFiles?: number | undefined;
  disabled?: boolean;
  /** The table's export columns (shared/api/export-columns.ts), for `columns` and `sort`. */
  table?: ExportTableSpec;
  /** Visible column ids in their on-screen order; omitted: the export's default columns. */
  columns?: readonly string[];
  /** The on-screen sort; the export's rows follow it. */
  sort?: SortingState;
  /** Also offer the XML Auditfile Financieel (the journal's). */
  xaf?: boolean;
  /** Also offer the endpoint's own PDF (the stock value's). */
  pdf?: boolean;
}

export function ExportButton({
  path,
  query,
  fileName,
  zipFiles,
  disabled = false,
  table,
  columns,
  sort,
  xaf = false,
  pdf = false,
}: ExportButtonProps) {
  const t = useT();
  const dialect = useSettingsStore((state) => state.csvDialect);
  const language = useSettingsStore((state) => state.language);
  const statusId = useId();
  const { status, start, cancel, isRunning } = useExport({
    path,
    query,
    fileName,
    view: { table, columns, sorting: sort },
  });
  useScreenCommand(
    'export',
    () => {
      if (!isRunning()) void start('csv');
    },
    !disabled,
  );

  const files =
    zipFiles === undefined
      ? undefined
      : t(countKey('export.zipFiles', zipFiles), { count: zipFiles });
  const running = status.kind === 'running';
  const offered = { xlsx: true, xaf, pdf };
  const button = {
    disabled: disabled || running,
    describedBy: status.kind === 'idle' ? undefined : statusId,
  };
  return (
    <div className="export" role="group" aria-label={t('export.group')}>
      <FormatButton
        {...button}
        label={t('export.button')}
        note={writtenDialectOf(dialect, language) === 'excel-nl' ? 'Excel NL' : 'CSV'}
        caption={files}
        onClick={() => void start('csv')}
      />
      {FILE_BUTTONS.filter(([format]) => offered[format]).map(([format, label]) => (
        <FormatButton
          key={format}
          {...button}
          label={t(label)}
          note={`.${format}`}
          onClick={() => void start(format)}
        />
      ))}
      {status.kind !== 'idle' ? <ExportStatusText id={statusId} status={status} /> : null}
      {running ? (
        <button type="button" className="button button--quiet" onClick={cancel}>
          {t('export.cancel')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * One format's button: the download mark, its name, and a note of what the file is; where a
 * line under it says more (the zip's files), its name ends with that line.
 */
function FormatButton({
  label,
  note,
  caption,
  disabled,
  describedBy,
  onClick,
}: {
  label: string;
  note: string;
  caption?: string | undefined;
  disabled: boolean;
  /** The export's status line, while there is one. */
  describedBy: string | undefined;
  onClick: () => void;
}) {
  const id = useId();
  const captionId = useId();
  const button = (
    <button
      type="button"
      id={id}
      className="button"
      onClick={onClick}
      disabled={disabled}
      aria-labelledby={caption === undefined ? undefined : `${id} ${captionId}`}
      aria-describedby={describedBy}
    >
      <DownloadIcon />
      {label}
      <span className="button__note">{note}</span>
    </button>
  );
  if (caption === undefined) return button;
  return (
    <span className="export__captioned">
      {button}
      {/* Seen under the button and heard as the end of its name, not heard again on its own. */}
      <span id={captionId} className="export__caption" aria-hidden="true">
        {caption}
      </span>
    </span>
  );
}
