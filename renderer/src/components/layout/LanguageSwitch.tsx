import { useSettingsStore, type Language } from '../../app/settings-store.js';

const LANGUAGES: readonly { code: Language; label: string; name: string }[] = [
  { code: 'nl', label: 'NL', name: 'Nederlands' },
  { code: 'en', label: 'EN', name: 'English' },
];

/**
 * NL | EN, each named in its own language so anyone can find theirs. The name starts with the
 * code it shows ("NL Nederlands"), so a voice user who says what they see hits the button.
 */
export function LanguageSwitch() {
  const language = useSettingsStore((state) => state.language);
  const setLanguage = useSettingsStore((state) => state.setLanguage);
  return (
    <div className="segmented segmented--small" role="group" aria-label="Taal / Language">
      {LANGUAGES.map((option) => (
        <button
          key={option.code}
          type="button"
          className="segmented__option"
          aria-pressed={language === option.code}
          lang={option.code}
          title={option.name}
          onClick={() => setLanguage(option.code)}
        >
          {option.label}
          <span className="visually-hidden"> {option.name}</span>
        </button>
      ))}
    </div>
  );
}
