import { useLingui } from '@lingui/react/macro';
import { rankingEn } from '../content/en/ranking';
import { rankingPl } from '../content/pl/ranking';
import { DocumentPage } from './DocumentPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';

const content = { pl: rankingPl, en: rankingEn };

/** /ranking: how the hot tab orders deals, what a vote weighs and when the community expires a deal. */
export function RankingPage() {
  const { i18n } = useLingui();
  return <DocumentPage title={i18n._(STATIC_PAGE_HEADS.ranking.title)} content={content} />;
}
