import type { Command } from 'commander';

/** `crm seed`: fills a workspace with realistic data (API.md section 1). */
export function registerSeedCommand(_program: Command): void {}
