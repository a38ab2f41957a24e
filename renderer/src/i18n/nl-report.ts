/**
 * The financial report's texts in Dutch; part of the dictionary in `nl.ts`. The words its
 * print view prints are shared/report-print-words.ts's, the one home of the words the service's
 * PDF of the report prints too.
 */
import { REPORT_PRINT_WORDS } from '../../../shared/report-print-words.js';

export const nlReport = {
  ...REPORT_PRINT_WORDS.nl,
  'report.compare.label': 'Vergelijken met',
  'report.compare.note': 'Vergeleken met {name}: {dates}.',
  'report.compare.none': 'Niets',
  'report.compare.previous': 'Vorige periode',
  'report.compare.previous.day': 'Vorige dag',
  'report.compare.previous.week': 'Vorige week',
  'report.compare.previous.weekToDate': 'Vorige week tot dezelfde dag',
  'report.compare.previous.month': 'Vorige maand',
  'report.compare.previous.monthToDate': 'Vorige maand tot dezelfde dag',
  'report.compare.previous.quarter': 'Vorig kwartaal',
  'report.compare.previous.quarterToDate': 'Vorig kwartaal tot dezelfde dag',
  'report.compare.previous.year': 'Vorig jaar',
  'report.compare.previous.yearToDate': 'Vorig jaar tot dezelfde dag',
  'report.compare.previous.months': 'De {count} maanden ervoor',
  'report.compare.previous.days': 'De {count} dagen ervoor',
  'report.compare.lastYear': 'Zelfde periode vorig jaar',
  'report.compare.change': '{change} t.o.v. {against}',
  'report.compare.difference': 'Verschil',
  'report.print': 'Afdrukken',
  'report.savePdf': 'Opslaan als PDF',
  'report.pdfFailed': 'De PDF kon niet worden gemaakt.',
  'report.differences.way': 'Geteld als verwacht min geteld',
  'report.margin.withoutCost':
    '{count} verkochte regels hebben geen kostprijs en tellen als kosteloos: de marge is te hoog.',
  'report.margin.withoutCostTurnover': 'Omzet van die regels:',
  'report.turnover.afterDifferences':
    'Na {amount} kasverschillen; de omzet per omzetgroep telt ze niet mee.',
  'report.matrixScroll': 'Tabel omzet per groep en winkel; schuift opzij met de pijltjestoetsen',
  'report.showInclVat': 'Bedragen incl. btw',
} as const;
