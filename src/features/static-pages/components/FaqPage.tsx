import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@/components/ui/Button';
import { faqEn } from '../content/en/faq';
import { faqPl } from '../content/pl/faq';
import { useLocalizedContent } from '../lib/use-localized-content';
import { FaqAccordion } from './FaqAccordion';
import { StaticPage } from './StaticPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';
import styles from './StaticPage.module.css';

const content = { pl: faqPl, en: faqEn };

export interface FaqPageProps {
  /** The question to open at first: /faq#voting links straight to one answer. */
  openId?: string;
}

export function FaqPage({ openId }: FaqPageProps) {
  const { i18n } = useLingui();
  const faq = useLocalizedContent(content);
  return (
    <StaticPage title={i18n._(STATIC_PAGE_HEADS.faq.title)} lead={faq.lead}>
      <FaqAccordion entries={faq.entries} initiallyOpenId={openId} />
      <div className={styles.cta}>
        <p>
          <Trans>Did not find the answer?</Trans>
        </p>
        <ButtonLink to="/contact" variant="secondary">
          <Trans>Contact us</Trans>
        </ButtonLink>
      </div>
    </StaticPage>
  );
}
