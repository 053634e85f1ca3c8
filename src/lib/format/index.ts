export { formatMoney } from './money';
export { formatCountdown, formatRelativeTime, isPast, type FormatLocale } from './time';
