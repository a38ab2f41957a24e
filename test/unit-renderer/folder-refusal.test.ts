/**
 * A folder refused as not a full path is said with the service's own example, a path of the
 * computer it runs on, in both languages: never with the form just refused (issue 67).
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/client/index.js';
import { translate } from '../../renderer/src/i18n/index.js';
import { errorSentence } from '../../renderer/src/lib/error-text.js';
import type { Language } from '../../shared/preferences.js';

const refused = new ApiError({
  error: 'Bad Request',
  code: 'folder_not_absolute',
  message: 'the folder is not an absolute path on this computer',
  status: 400,
  params: {
    folder: 'C:\\Users\\naam\\Documents',
    example: '/home/naam/Documents/Back-Office Desk',
  },
});

const say = (language: Language) =>
  errorSentence((key, values) => translate(language, key, values), refused);

describe('a folder that is not a full path', () => {
  it('is said with the service’s example, not the refused form', () => {
    expect(say('nl')).toBe(
      'De map “C:\\Users\\naam\\Documents” is geen volledig pad. Begin bij de schijf van de computer waarop de service draait, zoals /home/naam/Documents/Back-Office Desk.',
    );
    expect(say('en')).toBe(
      'The folder “C:\\Users\\naam\\Documents” is not a full path. Start at the disk of the computer the service runs on, such as /home/naam/Documents/Back-Office Desk.',
    );
  });
});
