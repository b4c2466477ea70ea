import type { SearchTable } from '../../db/types.js';

/** Where a deal stands: still open, won or lost. */
export type DealStage = 'open' | 'won' | 'lost';

/** A deal's row (migration 0011). */
export interface DealsTable {
  id: string;
  workspace_id: string;
  name: string;
  /** The case-folded name, which `order_by=name` compares. */
  sort_name: string;
  value: number | null;
  stage: DealStage;
  created_at: string;
  updated_at: string;
}

// The deals' tables join the database's, declared here beside the resource rather than in db/types.ts.
declare module '../../db/types.js' {
  interface DB {
    deals: DealsTable;
    deals_search: SearchTable;
  }
}
