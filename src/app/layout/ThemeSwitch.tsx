import { Trans, useLingui } from '@lingui/react/macro';
import { setThemePreference, useThemePreference, type ThemePreference } from '../theme';

/** The footer's theme switch: applies at once and is remembered. */
export function ThemeSwitch() {
  const { t } = useLingui();
  const preference = useThemePreference();
  const options: { value: ThemePreference; label: string }[] = [
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
    { value: 'auto', label: t`Auto` },
  ];
  return (
    <fieldset className="segmented">
      <legend className="segmented-legend">
        <Trans>Theme</Trans>
      </legend>
      <div className="segmented-options">
        {options.map((option) => (
          <label key={option.value} className="segmented-option">
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={preference === option.value}
              onChange={() => setThemePreference(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
