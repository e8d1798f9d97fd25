import { describe, expect, it } from 'vitest';
import { resultsText, type MileageResultRow } from './MileageResultsDialog';

const row = (name: string, miles: number, visits: number, cents: number): MileageResultRow => ({
  provider_name: name,
  provider_address: '1 Clinic Way, Meridian, ID 83642',
  patient_address: '12 Elm St, Boise, ID 83702',
  reimbursement: cents,
  round_trip_miles: miles,
  visits,
  error: null,
  estimate: true,
  rate: 70,
});

describe('mileage results copied to the clipboard (spec 2 §2 Copy to Clipboard)', () => {
  it('has the table, the total, the patient address and the rate as text and as HTML', () => {
    const { plain, html } = resultsText([row('Meridian Spine <Care>', 23.7, 10, 16_590), row('Nowhere Clinic', 0, 2, 0)]);
    expect(plain.split('\n')).toEqual([
      'Provider\tVisits\tRound Trip Miles\tReimbursement',
      'Meridian Spine <Care>\t10\t23.7\t$165.90',
      'Nowhere Clinic\t2\t0.0\t$0.00',
      'Total\t\t\t$165.90',
      'Patient address: 12 Elm St, Boise, ID 83702',
      'Rate: 70 cents per mile',
    ]);
    expect(html).toContain('<td>Meridian Spine &lt;Care&gt;</td>');
    expect(html).toContain('<b>$165.90</b>');
  });
});
