import { Trans, useLingui } from '@lingui/react/macro';

interface SaveButtonProps {
  saved: boolean;
  onToggle: () => void;
  className?: string;
  /** Icon only (cards): the accessible name still says what it does. */
  iconOnly?: boolean;
}

/** Favourite toggle: a pressed button while the deal is saved. */
export function SaveButton({ saved, onToggle, className, iconOnly = false }: SaveButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={saved}
      // One name for both states: aria-pressed says whether it is saved, as the toggle-button pattern expects.
      aria-label={t`Save`}
      title={iconOnly ? (saved ? t`Saved` : t`Save`) : undefined}
      onClick={onToggle}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path
          d="M4 2.5h8v11l-4-3-4 3z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      </svg>
      {!iconOnly && (saved ? <Trans>Saved</Trans> : <Trans>Save</Trans>)}
    </button>
  );
}
