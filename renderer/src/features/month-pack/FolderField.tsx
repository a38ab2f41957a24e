import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { sessionQueries } from '../../app/session-queries.js';
import { monthPackQueries } from './queries.js';
import { useT } from '../../i18n/index.js';
import { getBridge } from '../../platform/bridge.js';

/**
 * The folder a pack goes to, as a full path: typed (in a browser, a folder the operator
 * allowed with `--export-folder`), or in the desktop app chosen in the system's folder
 * dialog (through the bridge), which is also what lets the service write there: the field
 * cannot be typed in the app. It is a folder on the computer the service runs on.
 */
export function FolderField({
  value,
  onChange,
  error,
}: {
  value: string;
  /** Also with the value as it is when the field gets the focus (see onFocus). */
  onChange: (folder: string) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const bridge = getBridge();
  const [choosing, setChoosing] = useState(false);
  // A user limited to a location may write no files: the service would refuse the question.
  const mayWrite = useQuery(sessionQueries.me()).data?.locked_location_id === null;
  const allowed = useQuery({ ...monthPackQueries.folders(), enabled: mayWrite }).data?.folders;

  const choose = async () => {
    if (!bridge) return;
    setChoosing(true);
    try {
      const choice = await bridge.chooseFolder(value);
      if (choice.status === 'chosen') onChange(choice.path);
    } finally {
      setChoosing(false);
    }
  };

  return (
    <div className="field field--grow folder-field">
      <label className="field__label" htmlFor={id}>
        {t('pack.folder')}
      </label>
      <div className="folder-field__row">
        <input
          id={id}
          className="input folder-field__input"
          value={value}
          placeholder={t('pack.folderPlaceholder')}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={hintId}
          aria-invalid={error ? true : undefined}
          readOnly={bridge !== undefined}
          onChange={(event) => onChange(event.target.value)}
          // The proposed folder (the last run's) may arrive while the user is in the field:
          // taken as theirs on focus, it can no longer change under their cursor.
          onFocus={(event) => onChange(event.target.value)}
        />
        {bridge ? (
          <button
            type="button"
            className="button"
            disabled={choosing}
            onClick={() => void choose()}
          >
            {t('pack.chooseFolder')}
          </button>
        ) : null}
      </div>
      <span id={hintId} className={error ? 'field__error' : 'hint'}>
        {error ?? t('pack.folderHint')}{' '}
        {allowed && allowed.length > 0 ? (
          <span data-testid="allowed-folders">
            {t('pack.allowedFolders', { folders: allowed.join(', ') })}
          </span>
        ) : null}
      </span>
    </div>
  );
}
