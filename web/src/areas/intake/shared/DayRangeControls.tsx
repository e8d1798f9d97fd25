import { Flex, IconButton } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { addDays } from '../../../lib/dates';
import { DateInput } from '../../../ui/fields/DateInputs';

/**
 * spec 1 §2.5 Leads / New Providers: "previous-day and next-day buttons (one day step), a
 * date-range picker (default today to today)". The range is the page's own, not the top bar's.
 */
export interface DayRange {
  startDate: string;
  endDate: string;
}

export function DayRangeControls({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const shift = (days: number) => onChange({ startDate: addDays(range.startDate, days), endDate: addDays(range.endDate, days) });
  return (
    <Flex gap="2" align="end" wrap="wrap">
      <IconButton variant="soft" aria-label="Previous day" onClick={() => shift(-1)}>
        <ChevronLeftIcon />
      </IconButton>
      <DateInput label="From" value={range.startDate} onChange={(startDate) => startDate && onChange({ startDate, endDate: startDate > range.endDate ? startDate : range.endDate })} />
      <DateInput label="To" value={range.endDate} onChange={(endDate) => endDate && onChange({ startDate: endDate < range.startDate ? endDate : range.startDate, endDate })} />
      <IconButton variant="soft" aria-label="Next day" onClick={() => shift(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Flex>
  );
}
