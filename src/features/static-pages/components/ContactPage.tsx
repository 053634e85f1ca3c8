import { useLingui } from '@lingui/react/macro';
import { contactEn } from '../content/en/contact';
import { contactPl } from '../content/pl/contact';
import { DocumentPage } from './DocumentPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';

const content = { pl: contactPl, en: contactEn };

export function ContactPage() {
  const { i18n } = useLingui();
  return <DocumentPage title={i18n._(STATIC_PAGE_HEADS.contact.title)} content={content} />;
}
