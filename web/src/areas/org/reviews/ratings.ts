/** spec 3 §4 review rating statuses: 5 Star 1150 … 1 Star 1154 (the server checks them). */
export const RATING_OPTIONS = [
  { value: '1150', label: '5 Star' },
  { value: '1151', label: '4 Star' },
  { value: '1152', label: '3 Star' },
  { value: '1153', label: '2 Star' },
  { value: '1154', label: '1 Star' },
];
