import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv';

describe('CSV (spec 3 §5: cells quoted, inner quotes doubled)', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  it('writes a header row then the rows', () => {
    expect(toCsv(['Name', 'Note'], [['Ann', 'he said "no"'], ['Bo', 'line\nbreak']])).toBe('"Name","Note"\r\n"Ann","he said ""no"""\r\n"Bo","line\nbreak"\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell('+1+1')).toBe('"\'+1+1"');
    expect(csvCell('-2+3')).toBe('"\'-2+3"');
    expect(csvCell('@SUM(A1:A2)')).toBe('"\'@SUM(A1:A2)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    // Numbers stay numbers; text that merely contains the characters is untouched.
    expect(csvCell(-12)).toBe('"-12"');
    expect(csvCell('-12.50')).toBe('"-12.50"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(toCsv(['Note'], [['=cmd']])).toBe('"Note"\r\n"\'=cmd"\r\n');
  });

  it('names the file as the spec gives it', () => {
    expect(csvFileName('Leads_Report')).toBe('Leads_Report.csv');
    expect(csvFileName('Closed_Report.csv')).toBe('Closed_Report.csv');
    expect(csvFileName('attorney_fees_AB/2024-05')).toBe('attorney_fees_AB_2024-05.csv');
  });
});
