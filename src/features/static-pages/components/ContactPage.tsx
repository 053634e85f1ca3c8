import { useLingui } from '@lingui/react/macro';
import { contactEn } from '../content/en/contact';
import { contactPl } from '../content/pl/contact';
import { DocumentPage } from './DocumentPage';

const content = { pl: contactPl, en: contactEn };

export function ContactPage() {
  const { t } = useLingui();
  return (
    <DocumentPage
      title={t`Contact`}
      description={t`How to reach the Okazje team: e-mail addresses for help, moderation, complaints, personal data and partnerships, with our response times.`}
      content={content}
    />
  );
}
