import { useLingui } from '@lingui/react/macro';
import { privacyEn } from '../content/en/privacy';
import { privacyPl } from '../content/pl/privacy';
import { DocumentPage } from './DocumentPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';

const content = { pl: privacyPl, en: privacyEn };

/** Served at /privacy-policy and /privacy. */
export function PrivacyPolicyPage() {
  const { i18n } = useLingui();
  return <DocumentPage title={i18n._(STATIC_PAGE_HEADS.privacyPolicy.title)} content={content} withContents />;
}
