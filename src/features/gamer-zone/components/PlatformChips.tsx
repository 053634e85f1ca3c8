import { Trans, useLingui } from '@lingui/react/macro';
import { ChipLink, ChipNav } from '@/components/ui/Chips';
import { GAME_PLATFORMS, type GamePlatform } from '@/shared/categories';
import { PLATFORM_LABELS } from '../lib/console-cards';

/** The router marks active links itself; only the chip of the current platform may count as current. */
const EXACT = { exact: true, includeSearch: true };

interface PlatformChipsProps {
  platform: GamePlatform | undefined;
}

/** Platform chips of the games and hardware tabs: one platform at a time, 'All' for none; a change clears the page. */
export function PlatformChips({ platform }: PlatformChipsProps) {
  const { t, i18n } = useLingui();
  const chips = [{ id: undefined, label: <Trans>All</Trans> }, ...GAME_PLATFORMS.map((id) => ({ id, label: i18n._(PLATFORM_LABELS[id]) }))];
  return (
    <ChipNav label={t`Platforms`}>
      {chips.map(({ id, label }) => (
        <ChipLink
          key={id ?? 'all'}
          tall
          from="/gamer-zone/"
          to="/gamer-zone"
          activeOptions={EXACT}
          search={(prev) => ({ ...prev, platform: id, page: undefined })}
          current={platform === id}
          data-platform={id ?? 'all'}
        >
          {label}
        </ChipLink>
      ))}
    </ChipNav>
  );
}
