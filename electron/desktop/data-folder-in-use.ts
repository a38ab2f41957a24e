/**
 * The desktop app's words for the service's refusal to start on a data folder another
 * service holds (electron/service/boot/data-folder-lock.ts): the same facts `serve` prints, the
 * folder and the process, in the app's language.
 */
import type { Language } from '../settings/schema.js';
import { fieldOf } from '../../shared/guards.js';

/** What the service's DataFolderInUse carries (electron/service/boot/data-folder-lock.ts). */
interface DataFolderInUse {
  code: 'DATA_FOLDER_IN_USE';
  folder: string;
  holder: { pid: number; program: string; since: string };
}

export function isDataFolderInUse(error: unknown): error is DataFolderInUse {
  return fieldOf(error, 'code') === 'DATA_FOLDER_IN_USE';
}

/** The refusal `serve` prints, in the app's language: the folder and the process that has it. */
export function dataFolderInUseText(
  language: Language,
  { folder, holder }: DataFolderInUse,
): [title: string, content: string] {
  const pid = String(holder.pid);
  return language === 'en'
    ? [
        'Back-Office Desk is already running',
        `Its data folder ${folder} is in use by ${holder.program} (process ${pid}, since ` +
          `${holder.since}). Two services on one folder would overwrite each other's API keys ` +
          'and schedules.\n\nClose that one first (or stop "npm run serve"), then start ' +
          'Back-Office Desk again.',
      ]
    : [
        'Back-Office Desk draait al',
        `De gegevensmap ${folder} is in gebruik door ${holder.program} (proces ${pid}, sinds ` +
          `${holder.since}). Twee services op één map zouden elkaars API-sleutels en planningen ` +
          'overschrijven.\n\nSluit die eerst (of stop "npm run serve") en start Back-Office ' +
          'Desk dan opnieuw.',
      ];
}
