import { useLingui } from '@lingui/react/macro';
import { partnersEn } from '../content/en/partners';
import { partnersPl } from '../content/pl/partners';
import { useLocalizedContent } from '../lib/use-localized-content';
import { StaticPage, StaticSections } from './StaticPage';
import styles from './TrustedPartnersPage.module.css';

const content = { pl: partnersPl, en: partnersEn };

export function TrustedPartnersPage() {
  const { t } = useLingui();
  const doc = useLocalizedContent(content);
  return (
    <StaticPage
      title={t`Trusted partners`}
      description={t`Shops Okazje works with directly, checked for fair prices, returns and customer service.`}
      lead={doc.lead}
    >
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
