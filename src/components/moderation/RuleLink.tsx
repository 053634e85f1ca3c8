import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PUBLICATION_RULE_NAMES } from '@/domain/moderation-text';
import type { PublicationRule } from '@/shared/schemas/moderation';

/** The rule a decision or refusal names, linked to its section of /publication-rules. */
export function RuleLink({ rule }: { rule: PublicationRule }) {
  const { i18n } = useLingui();
  return (
    <Link to="/publication-rules" hash={rule}>
      {i18n._(PUBLICATION_RULE_NAMES[rule])}
    </Link>
  );
}

/** "Rule: <linked rule>", or nothing when the decision named none. */
export function RuleLine({ rule, className }: { rule: PublicationRule | null; className?: string }) {
  if (rule === null) return null;
  return (
    <p className={className}>
      <Trans>
        Rule: <RuleLink rule={rule} />
      </Trans>
    </p>
  );
}
