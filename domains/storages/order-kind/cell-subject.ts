import { formatArea } from '../../../lib/format/area';

/** How orders name a cell: «ячейка XS №12 (0,5 м²)», without the size «ячейка 7 (2,25 м²)». */
export function cellSubject(cell: { number: string; area: number; sizeCode?: string }): string {
  return cell.sizeCode
    ? `ячейка ${cell.sizeCode} №${cell.number} (${formatArea(cell.area)})`
    : `ячейка ${cell.number} (${formatArea(cell.area)})`;
}
