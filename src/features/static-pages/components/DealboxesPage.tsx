import { Trans, useLingui } from '@lingui/react/macro';
import { dealboxesEn } from '../content/en/dealboxes';
import { dealboxesPl } from '../content/pl/dealboxes';
import { MOBILE_APP } from '../content/facts';
import { useLocalizedContent } from '../lib/use-localized-content';
import { StaticPage, StaticSections } from './StaticPage';
import { STATIC_PAGE_HEADS } from '../lib/heads';
import pageStyles from './StaticPage.module.css';
import styles from './DealboxesPage.module.css';

const content = { pl: dealboxesPl, en: dealboxesEn };

/** The mobile banner up to 576 px wide, the wide one above that. */
export const DEALBOXES_MOBILE_MEDIA = '(max-width: 576px)';
export const DEALBOXES_BANNER = { src: '/static/dealboxes-banner.svg', width: 1200, height: 400 } as const;
export const DEALBOXES_BANNER_MOBILE = { src: '/static/dealboxes-banner-mobile.svg', width: 576, height: 640 } as const;

/** /dealboxes: a banner page (with its own mobile image) explaining the lootbox-style boxes of the mobile app. */
export function DealboxesPage() {
  const { t, i18n } = useLingui();
  const doc = useLocalizedContent(content);
  return (
    <StaticPage
      title={i18n._(STATIC_PAGE_HEADS.dealboxes.title)}
      lead={doc.lead}
      hero={
        <picture className={styles.banner}>
          <source
            media={DEALBOXES_MOBILE_MEDIA}
            srcSet={DEALBOXES_BANNER_MOBILE.src}
            width={DEALBOXES_BANNER_MOBILE.width}
            height={DEALBOXES_BANNER_MOBILE.height}
          />
          <img
            src={DEALBOXES_BANNER.src}
            width={DEALBOXES_BANNER.width}
            height={DEALBOXES_BANNER.height}
            alt={t`Open gift boxes with prizes and confetti flying out of them`}
            className={styles.image}
            fetchPriority="high"
          />
        </picture>
      }
    >
      <StaticSections sections={doc.sections} />
      <div className={pageStyles.cta}>
        <p>
          <Trans>Get the Okazje app and open your first Dealbox.</Trans>
        </p>
        <a className={styles.store} href={MOBILE_APP.googlePlayUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Get it on Google Play</Trans>
        </a>
        <a className={styles.store} href={MOBILE_APP.appStoreUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Download on the App Store</Trans>
        </a>
      </div>
    </StaticPage>
  );
}
