import { useState } from 'react';
import { asExport } from './export-activity.js';
import { useT } from '../../i18n/index.js';
import type { Language } from '../../../../shared/preferences.js';
import { useSettingsStore } from '../../app/settings-store.js';
import { getBridge } from '../../platform/bridge.js';
import { useScreenCommand } from './use-screen-command.js';
import { LineIcon } from '../value/LineIcon.js';

/**
 * Print or save the report as PDF, in its print layout (styles.css, `@media print`). In the
 * desktop app the window is saved as a PDF through the bridge (Electron's printToPDF); in a
 * browser its own print dialog offers printing and "Save as PDF". Ctrl+P and the desktop
 * menu's File → Print start it too (use-screen-command.ts).
 */
export function PrintButton({
  fileName,
  disabled,
}: {
  /** The PDF's name in the user's language, without extension (user-file-names.ts). */
  fileName: (lang: Language) => string;
  disabled: boolean;
}) {
  const t = useT();
  const lang = useSettingsStore((state) => state.language);
  const bridge = getBridge();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const print = async () => {
    if (!bridge) {
      window.print();
      return;
    }
    setSaving(true);
    setFailed(false);
    // Printing to PDF sends no beforeprint of its own; the print header needs its time.
    window.dispatchEvent(new Event('beforeprint'));
    try {
      await asExport(() => bridge.savePdf(fileName(lang)));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  useScreenCommand('print', () => void print(), !disabled && !saving);

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => void print()}
        disabled={disabled || saving}
      >
        <LineIcon d="M6 8V3h8v5M6 14H4V8h12v6h-2M6 11h8v6H6z" strokeWidth="1.6" roundCaps={false} />
        {bridge ? t('report.savePdf') : t('report.print')}
      </button>
      {failed ? (
        <span className="field__error" role="alert">
          {t('report.pdfFailed')}
        </span>
      ) : null}
    </>
  );
}
