import { DATE_STYLES } from '../../../../shared/preferences.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { useT } from '../../i18n/index.js';
import { DigestSettings } from '../digest/index.js';
import { ScheduleSettings } from '../month-pack/index.js';
import { UpdatesSection } from '../updates/index.js';
import { useSettingsStore, type CsvDialectName, type Language } from '../../app/settings-store.js';

const LANGUAGES: readonly { code: Language; name: string }[] = [
  { code: 'nl', name: 'Nederlands' },
  { code: 'en', name: 'English' },
];

export function SettingsPage() {
  const t = useT();
  const { language, csvDialect, dateStyle, setLanguage, setCsvDialect, setDateStyle } =
    useSettingsStore();
  const dialects: readonly { dialect: CsvDialectName; label: string }[] = [
    { dialect: 'follow-language', label: t('settings.csv.language') },
    { dialect: 'excel-nl', label: t('settings.csv.excel') },
    { dialect: 'comma', label: t('settings.csv.comma') },
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
            <label key={option.dialect} className="radio">
              <input
                type="radio"
                name="csv-delimiter"
                value={option.dialect}
                checked={csvDialect === option.dialect}
                onChange={() => setCsvDialect(option.dialect)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="card settings__group">
          <legend className="section-title">{t('settings.dates')}</legend>
          <p className="hint">{t('settings.datesHint')}</p>
          {DATE_STYLES.map((style) => (
            <label key={style} className="radio">
              <input
                type="radio"
                name="date-style"
                value={style}
                checked={dateStyle === style}
                onChange={() => setDateStyle(style)}
              />
              {/* An example of the style itself, ISO where that is the style chosen. */}
              <span data-example>{t(`settings.dates.${style}`)}</span>
            </label>
          ))}
        </fieldset>
        <p className="hint">{t('settings.saved')}</p>
        <ScheduleSettings />
        <DigestSettings />
        <UpdatesSection />
      </div>
    </section>
  );
}
