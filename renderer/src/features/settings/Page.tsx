import { PageHeader } from '../../components/PageHeader.js';
import { useT } from '../../i18n/index.js';
import { useSettingsStore, type CsvDelimiter, type Language } from './store.js';

const LANGUAGES: readonly { code: Language; name: string }[] = [
  { code: 'nl', name: 'Nederlands' },
  { code: 'en', name: 'English' },
];

export function SettingsPage() {
  const t = useT();
  const { language, csvDelimiter, setLanguage, setCsvDelimiter } = useSettingsStore();
  const dialects: readonly { delimiter: CsvDelimiter; label: string }[] = [
    { delimiter: ';', label: t('settings.csv.excel') },
    { delimiter: ',', label: t('settings.csv.comma') },
  ];
  return (
    <section className="page page--scroll">
      <PageHeader title={t('settings.title')} />
      <div className="settings">
        <fieldset className="card settings__group">
          <legend className="section-title">{t('settings.language')}</legend>
          <p className="hint">{t('settings.languageHint')}</p>
          {LANGUAGES.map((option) => (
            <label key={option.code} className="radio" lang={option.code}>
              <input
                type="radio"
                name="language"
                value={option.code}
                checked={language === option.code}
                onChange={() => setLanguage(option.code)}
              />
              <span>{option.name}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="card settings__group">
          <legend className="section-title">{t('settings.csv')}</legend>
          <p className="hint">{t('settings.csvHint')}</p>
          {dialects.map((option) => (
            <label key={option.delimiter} className="radio">
              <input
                type="radio"
                name="csv-delimiter"
                value={option.delimiter}
                checked={csvDelimiter === option.delimiter}
                onChange={() => setCsvDelimiter(option.delimiter)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        <p className="hint">{t('settings.saved')}</p>
      </div>
    </section>
  );
}
