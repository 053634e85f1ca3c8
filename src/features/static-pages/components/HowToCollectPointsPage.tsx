import { useLingui } from '@lingui/react/macro';
import { collectPointsEn } from '../content/en/collect-points';
import { collectPointsPl } from '../content/pl/collect-points';
import { DocumentPage } from './DocumentPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';

const content = { pl: collectPointsPl, en: collectPointsEn };

export function HowToCollectPointsPage() {
  const { i18n } = useLingui();
  return <DocumentPage title={i18n._(STATIC_PAGE_HEADS.collectPoints.title)} content={content} />;
}
