import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneInput, SsnInput } from './MaskedInputs';
import { NumberInput } from './NumberInput';
import { MultiSelectInput } from './MultiSelectInput';
import { SelectInput } from './SelectInput';
import { SwitchInput } from './SwitchInput';
import { DateInput, DateTimeInput, roundToQuarterHour } from './DateInputs';
import { TextInput } from './TextInput';
import { InstantInput } from './InstantInput';
import { FirmTimeZoneProvider } from '../../platform/FirmTimeZone';
import { TextAreaInput } from './TextAreaInput';
import { renderUi } from '../testUtils';

function Stateful<T>({ initial, render }: { initial: T; render: (v: T, set: (v: T) => void) => React.ReactNode }) {
  const [v, set] = useState<T>(initial);
  return <>{render(v, set)}</>;
}

describe('form fields', () => {
  it('masks phone numbers', async () => {
    const user = userEvent.setup();
    renderUi(<Stateful initial="" render={(v, set) => <PhoneInput label="Phone" value={v} onChange={set} />} />);
    await user.type(screen.getByLabelText('Phone'), '5551234567');
    expect(screen.getByLabelText('Phone')).toHaveValue('(555) 123-4567');
  });

  it('masks SSNs', async () => {
    const user = userEvent.setup();
    renderUi(<Stateful initial="" render={(v, set) => <SsnInput label="SSN" value={v} onChange={set} />} />);
    await user.type(screen.getByLabelText('SSN'), '123456789');
    expect(screen.getByLabelText('SSN')).toHaveValue('123-45-6789');
  });

  it('shows a field error and marks the control invalid', () => {
    renderUi(<TextInput label="Email" value="x" onChange={() => undefined} error="Email already in use" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Email already in use');
  });

  it('takes numbers', async () => {
    const user = userEvent.setup();
    renderUi(<Stateful initial="0" render={(v, set) => <NumberInput label="Capacity" value={v} onChange={set} />} />);
    await user.clear(screen.getByLabelText('Capacity'));
    await user.type(screen.getByLabelText('Capacity'), '12');
    expect(screen.getByLabelText('Capacity')).toHaveValue(12);
  });

  it('selects one option', async () => {
    const user = userEvent.setup();
    renderUi(
      <Stateful
        initial=""
        render={(v, set) => (
          <SelectInput
            label="Office"
            value={v}
            onChange={set}
            options={[
              { value: '5', label: 'Sandy' },
              { value: '7', label: 'Meridian' },
            ]}
          />
        )}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Office' }));
    await user.click(await screen.findByRole('option', { name: 'Meridian' }));
    expect(screen.getByRole('combobox', { name: 'Office' })).toHaveTextContent('Meridian');
  });

  it('selects several options', async () => {
    const user = userEvent.setup();
    renderUi(
      <Stateful<string[]>
        initial={[]}
        render={(v, set) => (
          <MultiSelectInput
            label="Roles"
            value={v}
            onChange={set}
            options={[
              { value: '1', label: 'admin' },
              { value: '2', label: 'attorney' },
            ]}
          />
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Roles/ }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'admin' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'attorney' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'admin' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Roles/ })).toHaveTextContent('admin, attorney');
  });

  it('switches', async () => {
    const user = userEvent.setup();
    renderUi(<Stateful initial={false} render={(v, set) => <SwitchInput label="Show All" checked={v} onChange={set} />} />);
    await user.click(screen.getByRole('switch', { name: 'Show All' }));
    expect(screen.getByRole('switch', { name: 'Show All' })).toBeChecked();
  });

  it('has date and 15-minute date-time pickers', () => {
    renderUi(
      <>
        <DateInput label="Wanted Date" value="2024-05-15" onChange={() => undefined} />
        <DateTimeInput label="Event Date" value="2024-05-15T10:15" onChange={() => undefined} />
      </>,
    );
    expect(screen.getByLabelText('Wanted Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Event Date')).toHaveAttribute('step', '900');
    expect(roundToQuarterHour('2024-05-15T10:08')).toBe('2024-05-15T10:15');
    expect(roundToQuarterHour('2024-05-15T10:07')).toBe('2024-05-15T10:00');
    expect(roundToQuarterHour('2024-05-15T23:53')).toBe('2024-05-16T00:00');
  });

  it('picks an instant as firm-zone wall time and hands on the UTC instant', () => {
    const seen: (string | null)[] = [];
    renderUi(<Stateful<string | null> initial={'2025-06-02T16:10:05.123456+00:00'} render={(v, set) => <InstantInput label="As of" value={v} onChange={(x) => { seen.push(x); set(x); }} />} />);
    const input = screen.getByLabelText('As of');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveAttribute('step', '1');
    // An exact server instant shows as Denver wall time (MDT, UTC-6).
    expect((input as HTMLInputElement).value).toMatch(/^2025-06-02T10:10:05(\.000)?$/);
    expect(screen.getByText('Time in America/Denver')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2025-01-15T09:00:30' } });
    expect(seen.at(-1)).toBe('2025-01-15T16:00:30.000Z');
    fireEvent.change(input, { target: { value: '' } });
    expect(seen.at(-1)).toBeNull();
  });

  it('takes the firm zone the server named (Query.timeZone) from the provider', () => {
    const seen: (string | null)[] = [];
    renderUi(
      <FirmTimeZoneProvider timeZone="America/New_York">
        <InstantInput label="As of" value="2025-06-02T16:10:05Z" onChange={(x) => seen.push(x)} />
      </FirmTimeZoneProvider>,
    );
    const input = screen.getByLabelText('As of') as HTMLInputElement;
    expect(input.value).toMatch(/^2025-06-02T12:10:05(\.000)?$/); // EDT, UTC-4
    expect(screen.getByText('Time in America/New_York')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2025-01-15T09:00:30' } });
    expect(seen.at(-1)).toBe('2025-01-15T14:00:30.000Z'); // EST, UTC-5
  });

  it('has a multi-line text field that submits on Ctrl+Enter', async () => {
    const user = userEvent.setup();
    const submitted: string[] = [];
    renderUi(<Stateful initial="" render={(v, set) => <TextAreaInput label="New Note" value={v} onChange={set} error={v === 'bad' ? 'A note cannot be empty' : null} onSubmitShortcut={() => submitted.push(v)} />} />);
    const box = screen.getByRole('textbox', { name: 'New Note' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('Line one\nline two');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(submitted).toEqual(['Line one\nline two']);
    await user.clear(box);
    await user.type(box, 'bad');
    expect(screen.getByRole('alert')).toHaveTextContent('A note cannot be empty');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
