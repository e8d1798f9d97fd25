// The New Lead form's values and the spec 1 §5 client-side checks (the server checks again).

export interface NewLeadValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  gender: string;
  language: string;
  type: string;
  subType: string;
  caseState: string;
  office: string;
  wantedDate: string;
  intakeRank: string;
  advertisingSource: string;
  incidentDate: string;
  incidentDetails: string;
  injurySummary: string;
  handledByBackup: string;
  referralOpportunity: string;
  leadType: string;
  initialNote: string;
  highPriority: string;
  contactId: string;
}

export const EMPTY_LEAD: NewLeadValues = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  gender: '',
  // spec 1 §9: "Languages: English (default), Spanish."
  language: 'English',
  type: '',
  subType: '',
  caseState: '',
  office: '',
  wantedDate: '',
  intakeRank: '',
  advertisingSource: '',
  incidentDate: '',
  incidentDetails: '',
  injurySummary: '',
  handledByBackup: '',
  referralOpportunity: '',
  leadType: '',
  initialNote: '',
  highPriority: '',
  contactId: '',
};

/** spec 1 §5: every field but email, the initial note (and the picked contact) is required. */
export const REQUIRED: readonly (keyof NewLeadValues)[] = [
  'firstName', 'lastName', 'phoneNumber', 'gender', 'language', 'type', 'subType', 'caseState', 'office', 'wantedDate', 'intakeRank',
  'advertisingSource', 'incidentDate', 'incidentDetails', 'injurySummary', 'handledByBackup', 'referralOpportunity', 'leadType', 'highPriority',
];

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** The errors a touched field shows (the server's answer is the rule; this spares a round trip). */
export function leadErrors(v: NewLeadValues): Partial<Record<keyof NewLeadValues, string>> {
  const errors: Partial<Record<keyof NewLeadValues, string>> = {};
  for (const f of REQUIRED) if (v[f].trim() === '') errors[f] = 'Required';
  if (!errors.phoneNumber && phoneDigits(v.phoneNumber).length !== 10) errors.phoneNumber = 'Bad Phone Number';
  if (v.email.trim() && !/^\S+@\S+$/.test(v.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}

/** spec 1 §5 conflict check: the alert for what is missing, or null when the check may run. */
export function conflictCheckProblem(first: string, last: string, phone: string): string | null {
  const f = first.trim();
  const l = last.trim();
  const p = phone.trim();
  if (!f && !l && !p) return 'Please enter a name or phone number to continue';
  if (!f !== !l) return 'You need to add both a first and last name to continue';
  if (p && phoneDigits(p).length !== 10) return 'Bad Phone Number';
  return null;
}
