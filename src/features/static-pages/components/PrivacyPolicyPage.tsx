import { useLingui } from '@lingui/react/macro';
import { privacyEn } from '../content/en/privacy';
import { privacyPl } from '../content/pl/privacy';
import { DocumentPage } from './DocumentPage';

const content = { pl: privacyPl, en: privacyEn };

/** Served at /privacy-policy and /privacy (§2). */
export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <DocumentPage
      title={t`Privacy policy`}
      description={t`Who processes your personal data on Okazje, why and for how long, your GDPR rights, and how we use cookies.`}
      content={content}
      withContents
    />
  );
}
