import { describe, expect, it } from 'vitest';
import { describeFields } from './ReconciliationPanel';

describe('describeFields', () => {
  it('names each differing field with both values and the change the case system never took', () => {
    // issue #18: "cases and fields that differ, missing on either side … a change made here
    // that the external system never took is drift"
    const fields = [
      { field: 'office_id', here: '1', there: '3', writeBackId: null, writeBackPushed: null },
      { field: 'status_id', here: '1080', there: '1079', writeBackId: '0193abcd-ef01', writeBackPushed: false },
      { field: 'wanted_date', here: null, there: '2026-03-02', writeBackId: 'wb-2', writeBackPushed: true },
    ];
    expect(describeFields({ caseId: 1, kind: 'write_back_not_taken', fields })).toBe(
      'office_id: here 1, there 3; status_id: here 1080, there 1079 (change 0193abcd not pushed yet); wanted_date: here —, there 2026-03-02 (change wb-2 pushed, not taken)',
    );
    expect(describeFields({ caseId: 2, kind: 'missing_here', fields: [] })).toBe('Only the case system has this case');
    expect(describeFields({ caseId: 3, kind: 'missing_there', fields: [] })).toBe('Only Caseboard has this case');
  });
});
