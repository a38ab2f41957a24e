/**
 * The service's PDF of the financial report prints the words of the report's print view: every
 * word in shared/report-print-words.ts is the renderer's own for that key, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../renderer/src/i18n/index.js';
import { REPORT_PRINT_WORDS, type ReportPrintWord } from '../../shared/report-print-words.js';

describe('the PDF report words', () => {
  for (const lang of ['nl', 'en'] as const) {
    it(`are the print view's, in ${lang}`, () => {
      const words = REPORT_PRINT_WORDS[lang];
      const keys = Object.keys(words) as ReportPrintWord[];
      expect(keys.length).toBeGreaterThan(40);
      for (const key of keys) {
        // A key the renderer lacks is a type error here, a changed word a failure.
        const renderer: MessageKey = key;
        expect(words[key], key).toBe(translate(lang, renderer));
      }
    });
  }
});
