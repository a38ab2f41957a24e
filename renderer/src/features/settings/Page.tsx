import { DATE_STYLES } from '../../../../shared/preferences.js';
import { RadioChoices, type RadioOption } from '../../components/form/RadioChoices.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { useT } from '../../i18n/index.js';
import { DigestSettings } from '../digest/index.js';
import { ScheduleSettings } from '../month-pack/index.js';
import { UpdatesSection } from '../updates/index.js';
import { useSettingsStore, type CsvDialectName, type Language } from '../../app/settings-store.js';

/** Each language in its own words. */
const LANGUAGES: readonly RadioOption<Language>[] = [
  { value: 'nl', label: 'Nederlands', lang: 'nl' },
  { value: 'en', label: 'English', lang: 'en' },
];

export function SettingsPage() {
  const t = useT();
  const { language, csvDialect, dateStyle, setLanguage, setCsvDialect, setDateStyle } =
    useSettingsStore();
  const dialects: readonly RadioOption<CsvDialectName>[] = [
    { value: 'follow-language', label: t('settings.csv.language') },
    { value: 'excel-nl', label: t('settings.csv.excel') },
    { value: 'comma', label: t('settings.csv.comma') },
  ];
  return (
    <section className="page page--scroll">
      <PageHeader title={t('settings.title')} />
      <div className="settings">
        <fieldset className="card settings__group">
          <legend className="section-title">{t('settings.language')}</legend>
          <p className="hint">{t('settings.languageHint')}</p>
          <RadioChoices
            name="language"
            options={LANGUAGES}
            value={language}
            onChange={setLanguage}
          />
        </fieldset>
        <fieldset className="card settings__group">
          <legend className="section-title">{t('settings.csv')}</legend>
          <p className="hint">{t('settings.csvHint')}</p>
          <RadioChoices
            name="csv-delimiter"
            options={dialects}
            value={csvDialect}
            onChange={setCsvDialect}
          />
        </fieldset>
        <fieldset className="card settings__group">
          <legend className="section-title">{t('settings.dates')}</legend>
          <p className="hint">{t('settings.datesHint')}</p>
          <RadioChoices
            name="date-style"
            // An example of each style itself, ISO where that is the style chosen.
            options={DATE_STYLES.map((style) => ({
              value: style,
              label: t(`settings.dates.${style}`),
              example: true,
            }))}
            value={dateStyle}
            onChange={setDateStyle}
          />
        </fieldset>
        <p className="hint">{t('settings.saved')}</p>
        <ScheduleSettings />
        <DigestSettings />
        <UpdatesSection />
      </div>
    </section>
  );
}
