/**
 * Opens CSV bytes as Excel does when a file is double-clicked (issue #34, item 18): UTF-8 only when
 * the file starts with a byte-order mark, else the ANSI code page (Windows-1252); cells split on
 * the list separator of the regional settings (Danish, German, Nordic: `;`; English: `,`), quotes
 * honoured; a cell that is a number in the regional decimal form becomes a number.
 */
export interface ExcelRegion {
  listSeparator: ',' | ';';
  decimal: ',' | '.';
}

export const DANISH_EXCEL: ExcelRegion = { listSeparator: ';', decimal: ',' };
export const ENGLISH_EXCEL: ExcelRegion = { listSeparator: ',', decimal: '.' };

export function openAsExcel(bytes: Uint8Array, region: ExcelRegion): (string | number)[][] {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const text = bom
    ? new TextDecoder('utf-8').decode(bytes.subarray(3))
    : new TextDecoder('windows-1252').decode(bytes);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === region.listSeparator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const number = region.decimal === ',' ? /^-?\d+(,\d+)?$/ : /^-?\d+(\.\d+)?$/;
  return rows.map((cells) =>
    cells.map((value) => (number.test(value) ? Number(value.replace(',', '.')) : value)),
  );
}
