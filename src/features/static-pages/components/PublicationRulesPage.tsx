import { useLingui } from '@lingui/react/macro';
import { publicationRulesEn } from '../content/en/publication-rules';
import { publicationRulesPl } from '../content/pl/publication-rules';
import { DocumentPage } from './DocumentPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';

const content = { pl: publicationRulesPl, en: publicationRulesEn };

export function PublicationRulesPage() {
  const { i18n } = useLingui();
  return <DocumentPage title={i18n._(STATIC_PAGE_HEADS.publicationRules.title)} content={content} />;
}
