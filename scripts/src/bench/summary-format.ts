/** How the runner benchmark's summary writes its figures: one table style and one verdict for every section. */
const LABEL = 28;
const CELL = 34;
export const NA = '–';

export const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const percent = (share: number) => (Number.isFinite(share) ? `${Math.round(share * 100)} %` : 'n/a');

/** One row of a side-by-side table: the label, then one cell per column. */
export function tableRow(label: string, cells: readonly string[]): string {
  return `  ${label.padEnd(LABEL)}${cells.map((cell) => cell.padEnd(CELL)).join('').trimEnd()}`;
}

/** A met/missed verdict, flagged when the run's conditions are not the ones the target is stated for. */
export function verdict(met: boolean, comparable: boolean): string {
  const outcome = met ? 'met' : 'MISSED';
  return comparable ? outcome : `${outcome} (not at the target's conditions)`;
}
