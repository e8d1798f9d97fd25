import { DropdownMenu, Button, Flex, TextField, Text } from '@radix-ui/themes';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { currentMonth, currentQuarter, isIsoDate, pastNinetyDays, step, todayIn, yearToDate, type StepUnit } from '../../lib/dates';
import { useDateRange } from '../../platform/preferences/dateRange';
import { useFirmTimeZone } from '../../platform/FirmTimeZone';

const STEPPERS: { unit: StepUnit; label: string }[] = [
  { unit: 'week', label: 'Week' },
  { unit: 'month', label: 'Month' },
  { unit: 'quarter', label: 'Quarter' },
  { unit: 'year', label: 'Year' },
];

/** spec 1 §2.2: start-date and end-date pickers and the date-range shortcut menu. */
export function DateRangeControls() {
  const [range, setRange] = useDateRange();
  const today = todayIn(useFirmTimeZone());
  const anchor = isIsoDate(range.startDate) ? range : currentMonth(today);
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <label>
        <Text as="span" size="1" className="sr-only">
          Start date
        </Text>
        <TextField.Root
          type="date"
          size="1"
          aria-label="Start date"
          value={range.startDate}
          onChange={(e) => setRange({ startDate: e.target.value })}
        />
      </label>
      <Text size="1" aria-hidden>
        to
      </Text>
      <label>
        <Text as="span" size="1" className="sr-only">
          End date
        </Text>
        <TextField.Root type="date" size="1" aria-label="End date" value={range.endDate} onChange={(e) => setRange({ endDate: e.target.value })} />
      </label>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <Button size="1" variant="soft" aria-label="Date range shortcuts">
            Range <ChevronDownIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={() => setRange(currentMonth(today))}>Current Month</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => setRange(pastNinetyDays(today))}>Past 90 Days</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => setRange(currentQuarter(today))}>Current Quarter</DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => setRange(yearToDate(today))}>Year to Date</DropdownMenu.Item>
          <DropdownMenu.Separator />
          {STEPPERS.map(({ unit, label }) => (
            <DropdownMenu.Group key={unit}>
              <DropdownMenu.Item onSelect={() => setRange(step(anchor, unit, -1))}>
                <ChevronLeftIcon /> Previous {label}
              </DropdownMenu.Item>
              <DropdownMenu.Item onSelect={() => setRange(step(anchor, unit, 1))}>
                Next {label} <ChevronRightIcon />
              </DropdownMenu.Item>
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </Flex>
  );
}

