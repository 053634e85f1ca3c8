import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import chipStyles from '@/components/ui/Chips.module.css';
import { GAME_PLATFORMS, type GamePlatform } from '@/shared/categories';
import { PLATFORM_LABELS } from '../lib/console-cards';

/** The router marks active links itself; only the chip of the current platform may count as current. */
const EXACT = { exact: true, includeSearch: true };
const CHIP_CLASS = `${chipStyles.chip} ${chipStyles.tall}`;

interface PlatformChipsProps {
  platform: GamePlatform | undefined;
}

/** §2 platform chips of the games and hardware tabs: one platform at a time, 'All' for none; a change clears the page. */
export function PlatformChips({ platform }: PlatformChipsProps) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Platforms`}>
      <ul className={chipStyles.chips}>
        <li>
          <Link
            from="/gamer-zone/"
            to="/gamer-zone"
            activeOptions={EXACT}
            search={(prev) => ({ ...prev, platform: undefined, page: undefined })}
            className={CHIP_CLASS}
            aria-current={platform === undefined ? 'true' : undefined}
            data-platform="all"
          >
            <Trans>All</Trans>
          </Link>
        </li>
        {GAME_PLATFORMS.map((id) => (
          <li key={id}>
            <Link
              from="/gamer-zone/"
              to="/gamer-zone"
              activeOptions={EXACT}
              search={(prev) => ({ ...prev, platform: id, page: undefined })}
              className={CHIP_CLASS}
              aria-current={platform === id ? 'true' : undefined}
              data-platform={id}
            >
              {i18n._(PLATFORM_LABELS[id])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
