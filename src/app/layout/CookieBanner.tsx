import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { deferredPart } from '@/performance/deferred-part';
import { useCookieBanner } from '../cookie-consent';
import styles from './CookieBanner.module.css';

/**
 * The form works as the server rendered it (it posts the choice), so its code comes only when the visitor reaches in:
 * a first visit downloads none of it, and a tap on a button before then is held and given to it once it is there.
 */
const consentPart = deferredPart(() => import('./ConsentForm').then((module) => module.ConsentForm), { loadWhenNear: false });

/**
 * The cookie banner stays until the visitor chooses. The footer's "Cookie settings" opens it again, settings shown, to
 * change the choice. The layout puts it right after the skip link, so the keyboard reaches it within the first Tabs
 * without it taking the focus from anyone.
 */
export function CookieBanner() {
  const state = useCookieBanner();
  if (state === 'hidden') return null;
  // A new frame per opening: the settings start from what is stored each time they are opened.
  return <ConsentBanner key={state} />;
}

function ConsentBanner() {
  const { t } = useLingui();
  const frame = useRef<HTMLElement>(null);
  consentPart.useFrame(frame);
  return (
    <section ref={frame} className={styles.banner} aria-label={t`Cookies`} {...consentPart.frame}>
      <consentPart.Content />
    </section>
  );
}
