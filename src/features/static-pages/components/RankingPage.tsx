import { useLingui } from '@lingui/react/macro';
import { rankingEn } from '../content/en/ranking';
import { rankingPl } from '../content/pl/ranking';
import { DocumentPage } from './DocumentPage';

const content = { pl: rankingPl, en: rankingEn };

/** /ranking (issue 30): how the hot tab orders deals, what a vote weighs and when the community expires a deal. */
export function RankingPage() {
  const { t } = useLingui();
  return (
    <DocumentPage
      title={t`How ranking works`}
      description={t`How the Hot tab orders deals: the formula, what a vote weighs at each account level, when reports expire a deal and the limits for new accounts.`}
      content={content}
    />
  );
}
