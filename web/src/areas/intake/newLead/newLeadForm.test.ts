import { describe, expect, it } from 'vitest';
import { conflictCheckProblem, EMPTY_LEAD, leadErrors } from './newLeadForm';

describe('New Lead checks (spec 1 §5)', () => {
  it('asks for a name or a phone, both names together, and a US phone', () => {
    expect(conflictCheckProblem('', '', '')).toBe('Please enter a name or phone number to continue');
    expect(conflictCheckProblem('Ana', '', '')).toBe('You need to add both a first and last name to continue');
    expect(conflictCheckProblem('', '', '(208) 555')).toBe('Bad Phone Number');
    expect(conflictCheckProblem('Ana', 'Ruiz', '')).toBeNull();
    expect(conflictCheckProblem('', '', '(208) 555-0142')).toBeNull();
  });
  it('requires the spec fields, not the email or the initial note', () => {
    const errors = leadErrors(EMPTY_LEAD);
    expect(errors.firstName).toBe('Required');
    expect(errors.subType).toBe('Required');
    expect(errors.highPriority).toBe('Required');
    expect(errors.email).toBeUndefined();
    expect(errors.initialNote).toBeUndefined();
    expect(errors.language).toBeUndefined();
  });
});
