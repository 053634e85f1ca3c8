import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from '@/shared/constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** 'Member since' as the calendar day in Poland (§9 time zone), DD.MM.YYYY like every date the account pages show. */
export function formatMemberSince(iso: string): string {
  return dayjs(iso).tz(TIME_ZONE).format('DD.MM.YYYY');
}
