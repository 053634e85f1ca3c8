export { formatMoney } from './money';
export { formatCountdown, formatRelativeTime, isPast } from './time';
