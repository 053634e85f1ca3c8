export { formatDayMonthYear, formatMediumDate, formatNumericDate } from './date';
export { formatMoney } from './money';
export { formatCountdown, formatRelativeTime, isPast } from './time';
