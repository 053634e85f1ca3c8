import { useLingui } from '@lingui/react/macro';
import { collectPointsEn } from '../content/en/collect-points';
import { collectPointsPl } from '../content/pl/collect-points';
import { POINTS_FACTS } from '../content/facts';
import { DocumentPage } from './DocumentPage';

const content = { pl: collectPointsPl, en: collectPointsEn };

export function HowToCollectPointsPage() {
  const { t } = useLingui();
  const { popularDeal, marketingConsent, daily } = POINTS_FACTS;
  return (
    <DocumentPage
      title={t`How to collect points`}
      description={t`Earn ${popularDeal} points for a popular deal, ${marketingConsent} for marketing consent and ${daily} with the daily bonus, then exchange them for prizes.`}
      content={content}
    />
  );
}
