/**
 * A code made of digits and dots (a tariff number, a chapter, a list of headings), written to CSV so that a
 * spreadsheet opened on the file keeps it as text. Excel and LibreOffice read every CSV field as if typed, quotes
 * or not: "0101" becomes the number 101, "0101.21" becomes 101.21 and "0101210010" loses its zero. A field whose
 * text is the formula ="0101" is a string constant, which both show as 0101 and keep as text.
 *
 * The price: a reader that does not evaluate formulas (a CSV library, LibreOffice with "Evaluate formulas" off)
 * sees ="0101". readSpreadsheetText undoes it. The form is written RFC 4180 quoted ("=""0101"""), never bare.
 */

/** Digits and dots, or a list of them joined by " | ". Nothing a formula could act on. */
const CODE = /^\d[\d.]*(?: \| \d[\d.]*)*$/;
/** Excel refuses a string constant over 255 characters inside a formula. */
export const SPREADSHEET_TEXT_MAX = 255;

/** Whether a value may be written in the text form (an empty value is written as an empty field). */
export const isSpreadsheetCode = (value: string): boolean => value === '' || (CODE.test(value) && value.length <= SPREADSHEET_TEXT_MAX);

/** The CSV field for a code: `"=""0101.21"""`, or an empty field for ''. Throws for anything but a code. */
export const spreadsheetTextField = (value: string): string => {
  if (!isSpreadsheetCode(value)) throw new RangeError(`not a code of digits and dots: ${JSON.stringify(value)}`);
  return value === '' ? '' : `"=""${value}"""`;
};

/** A field as a CSV reader returns it (="0101.21") back to the code (0101.21); any other text unchanged. */
export const readSpreadsheetText = (field: string): string => {
  const m = /^="([^"]*)"$/.exec(field);
  return m ? m[1]! : field;
};
