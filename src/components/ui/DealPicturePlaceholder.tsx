import { useCallback, useState, type ReactNode } from 'react';
import { mainCategoryOf, type MainCategory } from '@/shared/categories';
import styles from './DealPicturePlaceholder.module.css';

interface DealPicturePlaceholderProps {
  /** The deal's category (any tree id): its main category chooses the illustration. */
  category: string;
  /** The shop's logo, shown instead of the illustration. Undefined in a query cache persisted before the field existed. */
  logoUrl?: string | null;
  /**
   * Without a label the placeholder is decoration beside a title that already names the deal; with one it is an image
   * of that name, for places where nothing else tells a screen reader what the box is.
   */
  label?: string;
  className?: string;
}

/**
 * What stands in the picture's box of a deal without pictures: the shop's logo on a soft surface, or else a pictogram
 * of the deal's main category on a tint of its colour. It fills the box it is given, so nothing shifts.
 */
export function DealPicturePlaceholder({ category, logoUrl, label, className }: DealPicturePlaceholderProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  // A logo that failed before hydration fired no React error event: its element tells, once it is attached.
  const checkLogo = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setLogoFailed(true);
  }, []);
  const main = mainCategoryOf(category);
  const showLogo = Boolean(logoUrl) && !logoFailed;

  return (
    <div
      className={`${styles.placeholder} ${className ?? ''}`}
      data-category={showLogo ? undefined : main}
      data-testid="deal-picture-placeholder"
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      aria-hidden={label === undefined || undefined}
    >
      {showLogo ? (
        <img
          ref={checkLogo}
          className={styles.logo}
          src={logoUrl ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setLogoFailed(true)}
        />
      ) : (
        <span className={styles.badge}>
          <svg
            className={styles.pictogram}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {PICTOGRAMS[main]}
          </svg>
        </span>
      )}
    </div>
  );
}

/** One line drawing per main category, on the 24 px grid of the app's icons. */
const PICTOGRAMS: Record<MainCategory, ReactNode> = {
  // A laptop.
  electronics: (
    <>
      <rect x="4" y="5" width="16" height="11" rx="1.5" />
      <path d="M2 19h20" />
    </>
  ),
  // A gamepad.
  gaming: (
    <>
      <path d="M7 7h10a4.5 4.5 0 0 1 4.4 5.5l-.8 3.6a2.4 2.4 0 0 1-4.1 1.1L14.5 15h-5l-2 2.2a2.4 2.4 0 0 1-4.1-1.1l-.8-3.6A4.5 4.5 0 0 1 7 7z" />
      <path d="M8 10v3M6.5 11.5h3M15.5 10.5h.01M17.5 12.5h.01" />
    </>
  ),
  // A house.
  home: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 9.5V20h14V9.5" />
      <path d="M10 20v-5.5h4V20" />
    </>
  ),
  // A T-shirt.
  fashion: <path d="M9 3.5L3.5 6.5l2 4 2.5-1.2V20h8V9.3l2.5 1.2 2-4L15 3.5a3 3 0 0 1-6 0z" />,
  // A car.
  automotive: (
    <>
      <path d="M5 17H3.5v-4l2-5h13l2 5v4H19" />
      <path d="M3.5 13h17M9 17h6" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  // A perfume bottle.
  beauty: (
    <>
      <rect x="5.5" y="9" width="13" height="12" rx="3" />
      <path d="M10 9V6h4v3M9 3.5h6M9.5 15h5" />
    </>
  ),
  // A dumbbell.
  sport: <path d="M6.5 7v10M17.5 7v10M3.5 9.5v5M20.5 9.5v5M6.5 12h11" />,
  // A suitcase.
  travel: (
    <>
      <rect x="3.5" y="7" width="17" height="13" rx="2" />
      <path d="M9 7V4.5h6V7M8 7v13M16 7v13" />
    </>
  ),
  // A ticket.
  culture: (
    <>
      <path d="M3.5 6h17v3.5a2.5 2.5 0 0 0 0 5V18h-17v-3.5a2.5 2.5 0 0 0 0-5z" />
      <path d="M14.5 6v2M14.5 11v2M14.5 16v2" />
    </>
  ),
  // A stack of coins.
  finance: (
    <>
      <ellipse cx="12" cy="6.5" rx="7" ry="3" />
      <path d="M5 6.5v5.5c0 1.7 3.1 3 7 3s7-1.3 7-3V6.5M5 12v5.5c0 1.7 3.1 3 7 3s7-1.3 7-3V12" />
    </>
  ),
  // A price tag.
  other: (
    <>
      <path d="M3.5 12V4.5a1 1 0 0 1 1-1H12l8.5 8.5-8.5 8.5z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
};
