/**
 * The digest's HTML part, from the layout compose.ts made: the same words as the text part,
 * every text escaped (names of shops and products are the platform's, not ours), inline
 * styles only (mail programs drop style sheets).
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { Layout } from './layout.js';

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export function htmlOf(layout: Layout, lang: ExportLanguage): string {
  const e = escapeHtml;
  const cell = 'style="padding:4px 8px;text-align:right;border-bottom:1px solid #ddd"';
  const head = layout.columns
    .map((column, index) => (index === 0 ? '<th></th>' : `<th ${cell}>${e(column)}</th>`))
    .join('');
  const rows = layout.figures
    .map(
      (figure) =>
        `<tr><th scope="row" style="padding:4px 8px;text-align:left">${e(figure.label)}</th>` +
        [figure.value, figure.lastWeek, figure.lastYear]
          .map((value) => `<td ${cell}>${e(value)}</td>`)
          .join('') +
        '</tr>',
    )
    .join('\n');
  const groups = layout.groups
    .map(
      (group) =>
        `<h3>${e(group.label)} (${group.count})</h3>\n<ul>\n` +
        group.lines.map((line) => `<li>${e(line)}</li>`).join('\n') +
        '\n</ul>' +
        (group.more === null ? '' : `\n<p>${e(group.more)}</p>`),
    )
    .join('\n');
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${e(layout.subject)}</title></head>`,
    '<body style="font-family:sans-serif;color:#1a1a1a">',
    `<h1>${e(layout.title)}</h1>`,
    `<h2>${e(layout.figuresHeading)}</h2>`,
    `<p>${e(layout.figuresIntro)}</p>`,
    `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>`,
    rows,
    '</tbody></table>',
    `<p>${e(layout.cashDifferences)}</p>`,
    ...(layout.bookkeeping === null ? [] : [`<p><strong>${e(layout.bookkeeping)}</strong></p>`]),
    `<h2>${e(layout.exceptionsHeading)}</h2>`,
    ...(layout.noExceptions === null ? [] : [`<p>${e(layout.noExceptions)}</p>`]),
    ...(groups === '' ? [] : [groups]),
    ...(layout.catalog.length === 0
      ? []
      : [
          `<h2>${e(layout.catalogHeading)}</h2>\n<ul>`,
          ...layout.catalog.map((line) => `<li>${e(line)}</li>`),
          '</ul>',
        ]),
    ...(layout.notChecked === null ? [] : [`<p>${e(layout.notChecked)}</p>`]),
    `<p style="color:#555">${e(layout.footer)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}
