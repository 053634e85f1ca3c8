import { Trans } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { TABBABLE } from '@/lib/use-focus-trap';
import { ALL_CONSENT, NO_CONSENT, readConsent, saveConsent, useCookieBanner, type ConsentFlags } from '../cookie-consent';
import styles from './CookieBanner.module.css';

/** Where the form sends the choice when the app does not answer it itself (src/server/routes/consent.ts). */
const CONSENT_FORM_ACTION = '/api/consent';

/**
 * The last control before `element` in the keyboard's order: where the focus came from when no focus event said so,
 * as when the visitor tabbed into the banner before the app had started (its code loads only then).
 */
function controlBefore(element: Element): HTMLElement | null {
  let before: HTMLElement | null = null;
  for (const control of document.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (!(element.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING)) break;
    // A control that is not drawn (display: none) takes no focus.
    if (control.getClientRects().length > 0) before = control;
  }
  return before;
}

/**
 * The banner's choice, a real form: before its code has come (or without JavaScript) the server stores the choice and
 * sends the visitor back to the page; once hydrated, the app stores it itself and gives the focus back. Accept all,
 * reject all (as prominent as accepting), or choose the categories in the settings.
 */
export function ConsentForm() {
  const reviewing = useCookieBanner() === 'reviewing';
  const [showSettings, setShowSettings] = useState(reviewing);
  const [choice, setChoice] = useState<ConsentFlags>(() => (reviewing ? readConsent() : NO_CONSENT));
  const here = useRouterState({ select: ({ location }) => location.pathname + location.searchStr });
  const form = useRef<HTMLFormElement>(null);
  /** Where the focus was before it came into the banner, to give it back there once the visitor has chosen. */
  const focusBefore = useRef<Element | null>(null);

  // WCAG 2.4.11: the page keeps a focused control scrolled clear of the fixed banner (`scroll-padding-bottom` in the
  // stylesheet), with the banner's own height, which grows with the settings and the language.
  useEffect(() => {
    // The banner is the form's frame (CookieBanner.tsx), sized by the form.
    const element = form.current?.parentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--cookie-banner-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--cookie-banner-height');
    };
  }, []);

  const toggle = (category: keyof ConsentFlags) => setChoice((current) => ({ ...current, [category]: !current[category] }));

  const noteFocusBefore = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusBefore.current = event.relatedTarget;
  };

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    // The banner goes away with the focus in it: the focus goes back where it was (unknown if it came before the code:
    // then to the control before the banner, where Tab came from), else to the page's content.
    if (event.currentTarget.contains(document.activeElement)) {
      const back = focusBefore.current?.isConnected
        ? focusBefore.current
        : (controlBefore(event.currentTarget) ?? document.querySelector('main'));
      if (back instanceof HTMLElement) back.focus({ preventScroll: back.tagName === 'MAIN' });
    }
    saveConsent(answer === 'accept' ? ALL_CONSENT : answer === 'reject' ? NO_CONSENT : choice);
  };

  return (
    <form ref={form} className={styles.inner} method="post" action={CONSENT_FORM_ACTION} onSubmit={choose} onFocus={noteFocusBefore}>
      <input type="hidden" name="return" value={here} />
      <div className={styles.body}>
        <p className={styles.text}>
          <Trans>
            We use cookies to run the site and remember your preferences and, only if you agree, for analytics and advertising. Details are
            in our <Link to="/privacy">privacy policy</Link>.
          </Trans>
        </p>
        {showSettings ? (
          <fieldset className={styles.settings}>
            <legend className={styles.legend}>
              <Trans>Optional cookies</Trans>
            </legend>
            <label className={styles.option}>
              {/* Opening the settings moves the focus to them, so keyboard users land on the first choice. */}
              <input type="checkbox" name="analytics" value="1" checked={choice.analytics} onChange={() => toggle('analytics')} autoFocus />
              <span>
                <strong>
                  <Trans>Analytics</Trans>
                </strong>{' '}
                <Trans>help us see which pages work and which do not.</Trans>
              </span>
            </label>
            <label className={styles.option}>
              <input type="checkbox" name="advertising" value="1" checked={choice.advertising} onChange={() => toggle('advertising')} />
              <span>
                <strong>
                  <Trans>Advertising</Trans>
                </strong>{' '}
                <Trans>lets partners show offers that match your interests.</Trans>
              </span>
            </label>
          </fieldset>
        ) : null}
      </div>
      <div className={styles.buttons}>
        {/* Two elements, not one changing its type: the click that opens the settings must not submit the form, as
              the browser would once that very button had become "Zapisz wybór" by the end of the click. */}
        {showSettings ? (
          <Button key="save" type="submit" name="choice" value="custom" variant="secondary">
            <Trans>Save my choice</Trans>
          </Button>
        ) : (
          <Button key="settings" variant="secondary" onClick={() => setShowSettings(true)}>
            <Trans>Settings</Trans>
          </Button>
        )}
        <Button type="submit" name="choice" value="reject">
          <Trans>Reject</Trans>
        </Button>
        <Button type="submit" name="choice" value="accept">
          <Trans>Accept</Trans>
        </Button>
      </div>
    </form>
  );
}
