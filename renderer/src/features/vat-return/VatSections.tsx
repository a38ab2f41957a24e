/**
 * The return's parts under its status: the sales rubrieken (as filed, or today's), the
 * corrections, the OSS countries, the rubrieken sales data cannot fill, the money that is not
 * turnover, and the filing history.
 */
import type { VatReturn } from '../../../../shared/api/vat-return.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { BridgeLine } from '../../components/note/BridgeLine.js';
import { AmountText } from '../../components/value/AmountText.js';
import { useT } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';
import { AsFiledOss, AsFiledRubrieken } from './AsFiledTables.js';
import { Corrections, FilingHistory } from './FiledPeriod.js';
import { NonRevenueLines, OssCountries, OtherRubrieken, RubriekTable } from './RubriekTable.js';

export function VatSections({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <>
      {overview.as_filed ? (
        <SectionCard
          id="vat-sales"
          title={t('vat.salesAsFiled')}
          hint={`${t('vat.asFiledHint')} ${t('vat.rounding')}`}
        >
          <div className="wide-table">
            <AsFiledRubrieken asFiled={overview.as_filed} />
          </div>
        </SectionCard>
      ) : null}
      <Corrections overview={overview} />
      {overview.as_filed ? null : <SalesToday overview={overview} />}
      <OssSection overview={overview} />
      <div className="report__columns">
        <SectionCard id="vat-other" title={t('vat.otherRubrieken')} hint={t('vat.otherHint')}>
          <OtherRubrieken overview={overview} />
        </SectionCard>
        <SectionCard
          id="vat-non-revenue"
          title={t('vat.nonRevenue')}
          hint={t('vat.nonRevenueHint')}
        >
          <div className="wide-table">
            <NonRevenueLines overview={overview} />
          </div>
        </SectionCard>
      </div>
      <FilingHistory overview={overview} />
    </>
  );
}

/** Today's rubrieken, where they come from, and the turnover no rate could be found for. */
function SalesToday({ overview }: { overview: VatReturn }) {
  const t = useT();
  return (
    <SectionCard id="vat-sales" title={t('vat.salesRubrieken')} hint={t('vat.rounding')}>
      <div className="wide-table">
        <RubriekTable overview={overview} />
      </div>
      <p className="hint">{t('vat.source')}</p>
      <BridgeLine bridge={overview.report_bridge} view="vat_return" />
      {overview.turnover_without_rate === 0 ? null : (
        <p className="hint" role="note">
          <AmountText
            text={(marked) => t('vat.withoutRate', marked)}
            amounts={{ amount: formatMoney(overview.turnover_without_rate) }}
          />
        </p>
      )}
    </SectionCard>
  );
}

/** The OSS countries as filed, or today's per rate; none where there are none. */
function OssSection({ overview }: { overview: VatReturn }) {
  const t = useT();
  if (overview.as_filed) {
    return overview.as_filed.oss.length > 0 ? (
      <SectionCard id="vat-oss" title={t('vat.ossAsFiled')} testId="vat-oss">
        <div className="wide-table">
          <AsFiledOss asFiled={overview.as_filed} />
        </div>
      </SectionCard>
    ) : null;
  }
  if (overview.oss.length === 0) return null;
  return (
    <SectionCard id="vat-oss" title={t('vat.oss')} hint={t('vat.ossHint')} testId="vat-oss">
      <div className="wide-table">
        <OssCountries overview={overview} />
      </div>
    </SectionCard>
  );
}
