/** One CSV cell: quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
function cell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : String(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export interface EntryCsvRow {
  name: string;
  email: string;
  phone: string;
  address: string;
  opted_in: boolean;
  created_at: Date | string;
}

const COLUMNS = ["name", "email", "phone", "address", "opted_in", "created_at"] as const;

/** A campaign's entries as CSV (RFC 4180 line ends), one header line first. */
export function entriesCsv(rows: EntryCsvRow[]): string {
  const lines = [COLUMNS.join(","), ...rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
