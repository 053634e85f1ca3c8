export { formatDayMonthYear, formatMediumDate, formatNumericDate } from './date';
export { formatMoney } from '@/shared/money';
export { formatCountdown, formatRelativeTime, isPast } from './time';
