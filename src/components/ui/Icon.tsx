import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'width' | 'height' | 'aria-hidden'> {
  /** Width and height in px; leave it out when the icon's class sizes it. */
  size?: number;
}

/**
 * A line icon stroked in the text colour, on a 24 px grid unless `viewBox` says otherwise. Always hidden from
 * assistive technology: the button or link around it carries the name.
 */
export function Icon({ size, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      {...props}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/** A named icon: its drawing and the size and stroke it usually has, which every prop can still override. */
function lineIcon(drawing: ReactNode, defaults: IconProps) {
  return function NamedIcon(props: IconProps) {
    return (
      <Icon {...defaults} {...props}>
        {drawing}
      </Icon>
    );
  };
}

const eye = (
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
);

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6L6 18" />, { size: 18, strokeWidth: 2.2 });
export const MenuIcon = lineIcon(<path d="M4 7h16M4 12h16M4 17h16" />, { size: 22, strokeWidth: 2.2 });
/** Three dots: a menu of more actions. Round caps turn the zero-length strokes into dots. */
export const MoreIcon = lineIcon(<path d="M5 12h.01M12 12h.01M19 12h.01" />, { size: 18, strokeWidth: 3.2 });
export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />, { size: 16, strokeWidth: 2.5 });
export const DownloadIcon = lineIcon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />, { size: 16, strokeLinejoin: 'round' });
export const PinIcon = lineIcon(<path d="M9 3h6l-1 6 4 4v2h-5v6l-1 1-1-1v-6H6v-2l4-4z" />, { size: 16, strokeLinejoin: 'round' });
export const EyeIcon = lineIcon(eye, { size: 20, strokeLinejoin: 'round' });
export const EyeOffIcon = lineIcon(
  <>
    {eye}
    <path d="M4 4l16 16" />
  </>,
  { size: 20, strokeLinejoin: 'round' },
);
export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </>,
  { size: 18, strokeWidth: 2.2 },
);
export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
  { size: 16 },
);
export const PencilIcon = lineIcon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </>,
  { size: 18, strokeLinejoin: 'round' },
);
export const CalendarIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
  // Square ends: the rings of the calendar stop flush with its frame.
  { size: 18, strokeLinecap: 'butt' },
);
