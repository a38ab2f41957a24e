/**
 * The financial report's texts in English; part of the dictionary in `en.ts`. The words its
 * print view prints are shared/report-print-words.ts's.
 */
import { REPORT_PRINT_WORDS } from '../../../shared/report-print-words.js';
import type { nlReport } from './nl-report.js';

export const enReport: Record<keyof typeof nlReport, string> = {
  ...REPORT_PRINT_WORDS.en,
  'report.compare.label': 'Compare with',
  'report.compare.note': 'Compared with {name}: {dates}.',
  'report.compare.none': 'Nothing',
  'report.compare.previous': 'Previous period',
  'report.compare.previous.day': 'Previous day',
  'report.compare.previous.week': 'Previous week',
  'report.compare.previous.weekToDate': 'Previous week to the same day',
  'report.compare.previous.month': 'Previous month',
  'report.compare.previous.monthToDate': 'Previous month to the same day',
  'report.compare.previous.quarter': 'Previous quarter',
  'report.compare.previous.quarterToDate': 'Previous quarter to the same day',
  'report.compare.previous.year': 'Previous year',
  'report.compare.previous.yearToDate': 'Previous year to the same day',
  'report.compare.previous.months': 'The {count} months before',
  'report.compare.previous.days': 'The {count} days before',
  'report.compare.lastYear': 'Same period last year',
  'report.compare.change': '{change} against {against}',
  'report.compare.difference': 'Change',
  'report.print': 'Print',
  'report.savePdf': 'Save as PDF',
  'report.pdfFailed': 'The PDF could not be made.',
  'report.differences.way': 'Counted as expected less counted',
  'report.margin.withoutCost':
    '{count} sold lines have no cost price and count as costing nothing: the margin is too high.',
  'report.margin.withoutCostTurnover': 'Turnover of those lines:',
  'report.turnover.afterDifferences':
    'After {amount} of cash differences; turnover by group leaves them out.',
  'report.matrixScroll':
    'Table of turnover by group and shop; scrolls sideways with the arrow keys',
  'report.showInclVat': 'Amounts incl. VAT',
};
