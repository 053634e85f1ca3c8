import { useLingui } from '@lingui/react/macro';
import { exchangePointsEn } from '../content/en/exchange-points';
import { exchangePointsPl } from '../content/pl/exchange-points';
import { DocumentPage } from './DocumentPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';

const content = { pl: exchangePointsPl, en: exchangePointsEn };

export function ExchangePointsPage() {
  const { i18n } = useLingui();
  return <DocumentPage title={i18n._(STATIC_PAGE_HEADS.exchangePoints.title)} content={content} />;
}
