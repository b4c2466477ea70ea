// The API's description, copied from integrations/contract.json by `npm run sync-contract`
// (`npm run check-contract` fails when the copy is stale). Paths, fields, enums, filters,
// includes, orderings, upsert keys and event types all come from here.
import contractJson from './contract.json';

export interface ContractField {
  key: string;
  label: string;
  type: string;
  nullable: boolean;
  required: boolean;
  max_length?: number;
  description?: string;
  enum?: string[];
  items?: string;
  add_remove?: boolean;
  pattern?: string;
}

export interface ContractFilter {
  key: string;
  type: string;
  description?: string;
  enum?: string[];
  format?: string;
}

export interface ContractResource {
  name: string;
  resource: string;
  label: string;
  path: string;
  fields: ContractField[];
  match_on: string[];
  includes: string[];
  order_by: string[];
  filters: ContractFilter[];
  has_batch: boolean;
}

export interface Contract {
  base_path: string;
  auth: { header: string; bearer: boolean; test_path: string };
  resources: ContractResource[];
  event_types: string[];
  paging: { limit_max: number; default_limit: number };
}

export const contract = contractJson as Contract;

export function contractResource(resource: string): ContractResource {
  const found = contract.resources.find((r) => r.resource === resource);
  if (!found) throw new Error(`contract.json has no resource "${resource}"`);
  return found;
}

/** "custom_field" -> "Custom Field" */
export function titleCase(words: string): string {
  return words
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
