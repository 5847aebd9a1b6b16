import { eq, inArray, sql } from 'drizzle-orm';
import { isTransaction, preparedPerDatabase, type Tx } from '../../../db/tx';
import { formatNumber } from '../../../lib/format/number';
import { requestReads } from '../../../lib/request-reads.server';
import type { DetailedItem, ItemWay, KindCabinet, ListedItem, OrderLine } from '../../orders/service.server';
import { cellSizes, cells, warehouses } from '../tables';
import { cellFeatureTitles, routeText } from './cell-texts';

type WarehouseRow = typeof warehouses.$inferSelect;
type CellRow = typeof cells.$inferSelect;

const shownRead = requestReads<string, [{ cell: CellRow; sizeTitle: string | null }[], WarehouseRow[]]>('storages_shown');

const cellsWithTitles = (tx: Tx) =>
  tx.select({ cell: cells, sizeTitle: cellSizes.title }).from(cells).leftJoin(cellSizes, eq(cellSizes.code, cells.sizeCode));
const cellsStatement = preparedPerDatabase((db) =>
  cellsWithTitles(db)
    .where(sql`${cells.id} = any(${sql.placeholder('ids')})`)
    .prepare('storages_shown_cells'),
);
const warehousesStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(warehouses)
    .where(sql`${warehouses.id} = any(${sql.placeholder('ids')})`)
    .prepare('storages_shown_warehouses'),
);

/** The cells (each with its size's title) and warehouses of the lines, whether or not they are still rented out. */
async function load(tx: Tx, lines: OrderLine[]) {
  const cellIds = [...new Set(lines.map((l) => l.itemId))].sort((a, b) => a - b);
  const warehouseIds = [...new Set(lines.map((l) => l.placeId))].sort((a, b) => a - b);
  const inTransaction = isTransaction(tx);
  // In a transaction, statements built for it; outside, statements prepared once.
  const read = () =>
    Promise.all([
      cellIds.length === 0
        ? Promise.resolve([] as { cell: CellRow; sizeTitle: string | null }[])
        : inTransaction
          ? cellsWithTitles(tx).where(inArray(cells.id, cellIds))
          : cellsStatement(tx).execute({ ids: cellIds }),
      warehouseIds.length === 0
        ? Promise.resolve([] as WarehouseRow[])
        : inTransaction
          ? tx.select().from(warehouses).where(inArray(warehouses.id, warehouseIds))
          : warehousesStatement(tx).execute({ ids: warehouseIds }),
    ]);
  // Outside a transaction the parts of one page share the read (lib/request-reads.server.ts).
  const [cellRows, warehouseRows] = inTransaction ? await read() : await shownRead.read(`${cellIds}|${warehouseIds}`, read);
  const cellById = new Map(cellRows.map((row) => [row.cell.id, row.cell]));
  const warehouseById = new Map(warehouseRows.map((w) => [w.id, w]));
  const titles = new Map(cellRows.flatMap((row) => (row.sizeTitle === null ? [] : [[row.cell.sizeCode, row.sizeTitle] as const])));
  const sizeTitle = (code: string) => titles.get(code) ?? code;
  return {
    cell: (line: OrderLine) => cellById.get(line.itemId),
    warehouse: (line: OrderLine) => warehouseById.get(line.placeId),
    sizeTitle,
  };
}

function listed(warehouse: WarehouseRow | undefined, cell: CellRow | undefined, sizeTitle: (code: string) => string): ListedItem {
  return {
    title: cell ? `Ячейка ${cell.number}` : 'Ячейка',
    subtitle: cell ? `${sizeTitle(cell.sizeCode)} · ${formatNumber(cell.area, { maxFraction: 2 })} м²` : null,
    warehouse: warehouse ? { id: warehouse.id, name: warehouse.name, address: warehouse.address, slug: warehouse.slug } : null,
    cell: cell
      ? { id: cell.id, number: cell.number, size_code: cell.sizeCode, size_title: sizeTitle(cell.sizeCode), area: cell.area }
      : null,
  };
}

/** What the cabinet shows of storage orders: the cell with its size and features, the warehouse with its hours and map point. */
export const storageCabinetShown: Pick<KindCabinet, 'listed' | 'detailed'> = {
  async listed(tx, refs) {
    const found = await load(tx, refs);
    return refs.map((ref) => listed(found.warehouse(ref), found.cell(ref), found.sizeTitle));
  },

  async detailed(tx, ref): Promise<DetailedItem> {
    const found = await load(tx, [ref]);
    const cell = found.cell(ref);
    const warehouse = found.warehouse(ref);
    return {
      cell: cell
        ? {
            id: cell.id,
            number: cell.number,
            floor: cell.floor,
            size_code: cell.sizeCode,
            size_title: found.sizeTitle(cell.sizeCode),
            area: cell.area,
            volume: cell.volume,
            dimensions: { width_cm: cell.widthCm, depth_cm: cell.depthCm, height_cm: cell.heightCm },
            features: cell.features.map((code) => ({ code, title: cellFeatureTitles[code] ?? code })),
          }
        : null,
      warehouse: warehouse
        ? {
            id: warehouse.id,
            name: warehouse.name,
            address: warehouse.address,
            slug: warehouse.slug,
            metro: warehouse.metro,
            timetable: warehouse.timetable,
            latitude: warehouse.latitude,
            longitude: warehouse.longitude,
          }
        : null,
    };
  },
};

/** The warehouse, the cell and the way from the gate to it, for the owner of a paid rental. */
export async function storageWay(tx: Tx, ref: OrderLine): Promise<ItemWay | null> {
  const found = await load(tx, [ref]);
  const cell = found.cell(ref);
  const warehouse = found.warehouse(ref);
  if (!cell || !warehouse) return null;
  return {
    warehouse: {
      name: warehouse.name,
      address: warehouse.address,
      metro: warehouse.metro,
      timetable: warehouse.timetable,
      latitude: warehouse.latitude,
      longitude: warehouse.longitude,
    },
    cell: { number: cell.number, floor: cell.floor },
    route: routeText({
      address: warehouse.address,
      metro: warehouse.metro,
      floor: cell.floor,
      cellNumber: cell.number,
      features: cell.features,
      loading: warehouse.buildInformation.loading,
      parking: warehouse.buildInformation.parking,
    }),
  };
}
