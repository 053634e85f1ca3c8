import { Trans } from '@lingui/react/macro';
import type { ContentRefusal } from '@/domain/moderation';
import type { PublicationRule } from '@/shared/schemas/moderation';
import { RuleLink } from './RuleLink';
import styles from './Moderation.module.css';

/** The server's refusal of a text under the field it concerns: its message (naming the rule) and a link to the rule. */
export function RefusalMessage({ refusal, id }: { refusal: ContentRefusal; id?: string }) {
  return (
    <p id={id} className={styles.refusal} role="alert">
      {refusal.message}
      {refusal.rule ? (
        <>
          {' '}
          <Trans>
            See <RuleLink rule={refusal.rule} />.
          </Trans>
        </>
      ) : null}
    </p>
  );
}

/** Under a field whose refused text already shows the server's message: the link to the rule it broke. */
export function RefusalRule({ rule }: { rule: PublicationRule }) {
  return (
    <p className={styles.ruleHint}>
      <Trans>
        See the rule: <RuleLink rule={rule} />
      </Trans>
    </p>
  );
}
