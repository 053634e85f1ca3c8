/**
 * The desktop breakpoint of the layout: from here on a list has a sidebar column beside it. The same width as
 * the 769px media queries of the CSS, which place the banners; these name it where a media attribute needs it.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 769px)';

/** Below the desktop breakpoint: phones, where there is no sidebar column. */
export const NARROW_LAYOUT_QUERY = '(max-width: 768px)';
