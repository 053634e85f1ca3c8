import { useLingui } from '@lingui/react/macro';
import { partnersEn } from '../content/en/partners';
import { partnersPl } from '../content/pl/partners';
import { useLocalizedContent } from '../lib/use-localized-content';
import { StaticPage, StaticSections } from './StaticPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';
import styles from './TrustedPartnersPage.module.css';

const content = { pl: partnersPl, en: partnersEn };

export function TrustedPartnersPage() {
  const { t, i18n } = useLingui();
  const doc = useLocalizedContent(content);
  return (
    <StaticPage title={i18n._(STATIC_PAGE_HEADS.trustedPartners.title)} lead={doc.lead}>
      <ul className={styles.partners} aria-label={t`Partner shops`}>
        {doc.partners.map((partner) => (
          <li key={partner.name} className={styles.partner}>
            <a href={partner.url} target="_blank" rel="noopener noreferrer" className={styles.name}>
              {partner.name}
            </a>
            <p className={styles.note}>{partner.note}</p>
          </li>
        ))}
      </ul>
      <StaticSections sections={doc.sections} />
    </StaticPage>
  );
}
