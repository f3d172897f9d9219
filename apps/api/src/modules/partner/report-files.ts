import { localParts } from '@golfwallet/core/domain/local-time';
import type { Locale } from '@golfwallet/core/i18n/locales';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvCell, csvDialect, csvNumber, localDateTime } from './redemptions-csv';

/**
 * A back-office report as a table, and its two files (issue #35). Cells are text, whole numbers,
 * money (major units, 2 decimals), rates (percent, up to 2 decimals) or instants (ISO, shown in the
 * club's zone). The CSV keeps the redemptions export's conventions (redemptions-csv.ts); the
 * workbook stores numbers as numbers and times as the club's local date and time.
 */
export type ColumnKind = 'text' | 'int' | 'money' | 'rate' | 'datetime';
export type Cell = string | number | null;

export interface ReportTable {
  /** The sheet's name (Excel allows 31 characters). */
  title: string;
  columns: { label: string; kind: ColumnKind }[];
  rows: Cell[][];
}

function csvValue(cell: Cell, kind: ColumnKind, locale: Locale, timeZone: string): string {
  if (cell === null || cell === '') return '';
  const dialect = csvDialect(locale);
  if (kind === 'money' && typeof cell === 'number') return csvNumber(cell, dialect, 2);
  if (kind === 'rate' && typeof cell === 'number')
    return csvNumber(cell, dialect, Number.isInteger(cell) ? 0 : 2);
  if (kind === 'int' && typeof cell === 'number') return csvNumber(cell, dialect);
  if (kind === 'datetime' && typeof cell === 'string') return localDateTime(cell, timeZone);
  return String(cell);
}

/** A number we formatted: its minus sign stays (csvCell defuses text only); quoted when needed. */
const numberCell = (text: string) => (/[",;\r\n]/.test(text) ? `"${text}"` : text);

/** The CSV: BOM, header, one CRLF line per row. */
export function reportCsv(table: ReportTable, locale: Locale, timeZone: string): string {
  const { separator } = csvDialect(locale);
  const lines = [
    table.columns.map((column) => csvCell(column.label)).join(separator),
    ...table.rows.map((row) =>
      row
        .map((cell, index) => {
          const text = csvValue(cell, table.columns[index]?.kind ?? 'text', locale, timeZone);
          return typeof cell === 'number' ? numberCell(text) : csvCell(text);
        })
        .join(separator),
    ),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** The instant as the club's wall clock, for a cell Excel shows without shifting it. */
function wallClock(iso: string, timeZone: string): Date {
  const p = localParts(new Date(iso), timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

const FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  int: '0',
  money: '#,##0.00',
  rate: '0.##',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** The workbook: one sheet, a bold header row, typed cells. */
export async function reportXlsx(table: ReportTable, timeZone: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'GolfWallet';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31));
  sheet.columns = table.columns.map((column) => ({
    header: column.label,
    width: Math.max(12, column.label.length + 2),
    ...(FORMATS[column.kind] ? { style: { numFmt: FORMATS[column.kind] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(
      row.map((cell, index) =>
        table.columns[index]?.kind === 'datetime' && typeof cell === 'string'
          ? wallClock(cell, timeZone)
          : cell,
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
