import { Trans, useLingui } from '@lingui/react/macro';
import { termsEn } from '../content/en/terms';
import { termsPl } from '../content/pl/terms';
import { TERMS_FACTS } from '../content/facts';
import { DocumentPage } from './DocumentPage';

const content = { pl: termsPl, en: termsEn };

/** Served at /terms-of-service and /terms (§2); carries every §9 terms fact. */
export function TermsPage() {
  const { t } = useLingui();
  const effectiveDate = TERMS_FACTS.effectiveDate;
  return (
    <DocumentPage
      title={t`Terms of service`}
      description={t`The rules of Okazje: accounts for adults, publishing deals and comments, points and prizes, complaints and changes to the terms.`}
      content={content}
      withContents
      meta={<Trans>Effective from {effectiveDate}</Trans>}
    />
  );
}
