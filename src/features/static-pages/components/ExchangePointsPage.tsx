import { useLingui } from '@lingui/react/macro';
import { exchangePointsEn } from '../content/en/exchange-points';
import { exchangePointsPl } from '../content/pl/exchange-points';
import { DocumentPage } from './DocumentPage';

const content = { pl: exchangePointsPl, en: exchangePointsEn };

export function ExchangePointsPage() {
  const { t } = useLingui();
  return (
    <DocumentPage
      title={t`Exchange points in the mobile app`}
      description={t`Exchange your Okazje points for prizes and open Dealboxes in the free mobile app for Android and iOS.`}
      content={content}
    />
  );
}
