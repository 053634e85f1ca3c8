import { useLingui } from '@lingui/react/macro';
import { publicationRulesEn } from '../content/en/publication-rules';
import { publicationRulesPl } from '../content/pl/publication-rules';
import { DocumentPage } from './DocumentPage';

const content = { pl: publicationRulesPl, en: publicationRulesEn };

export function PublicationRulesPage() {
  const { t } = useLingui();
  return (
    <DocumentPage
      title={t`Publication rules`}
      description={t`Which deals and comments may be posted on Okazje, how to describe them, affiliate links and what content is not allowed.`}
      content={content}
    />
  );
}
