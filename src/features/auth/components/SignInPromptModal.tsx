import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { Modal } from '@/components/ui/Modal';
import { closeSignInPrompt, useSignInPromptOpen } from '@/domain/sign-in-prompt';
import styles from './SignInPromptModal.module.css';

/** The sign-in prompt: opened by openSignInPrompt() when a guest votes, saves, comments or reports. Rendered once. */
export function SignInPromptModal() {
  const { t } = useLingui();
  const open = useSignInPromptOpen();
  const href = useRouterState({ select: (state) => state.location.href });
  // Any navigation (browser back included) leaves the action the prompt was about, so the prompt goes too. The page it
  // was first opened on is no navigation: the prompt mounts (src/app/layout/Layout.tsx) only once it is asked for.
  const shownAt = useRef(href);
  useEffect(() => {
    if (shownAt.current === href) return;
    shownAt.current = href;
    closeSignInPrompt();
  }, [href]);
  return (
    <Modal open={open} onClose={closeSignInPrompt} title={t`Sign in to continue`} closeLabel={t`Close`}>
      <p className={styles.info}>
        <Trans>You must be signed in to perform this action</Trans>
      </p>
      <ButtonLink to="/sign-in" size="l" block onClick={closeSignInPrompt}>
        <Trans>Sign in</Trans>
      </ButtonLink>
      <div className={styles.divider}>
        <Trans>or</Trans>
      </div>
      <ButtonLink to="/sign-up" variant="secondary" size="l" block onClick={closeSignInPrompt}>
        <Trans>Sign up</Trans>
      </ButtonLink>
    </Modal>
  );
}
