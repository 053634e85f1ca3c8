import { Trans, useLingui } from '@lingui/react/macro';
import { termsEn } from '../content/en/terms';
import { termsPl } from '../content/pl/terms';
import { TERMS_FACTS } from '../content/facts';
import { DocumentPage } from './DocumentPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';

const content = { pl: termsPl, en: termsEn };

/** Served at /terms-of-service and /terms; carries every terms fact of TERMS_FACTS. */
export function TermsPage() {
  const { i18n } = useLingui();
  const effectiveDate = TERMS_FACTS.effectiveDate;
  return (
    <DocumentPage
      title={i18n._(STATIC_PAGE_HEADS.terms.title)}
      content={content}
      withContents
      meta={<Trans>Effective from {effectiveDate}</Trans>}
    />
  );
}
