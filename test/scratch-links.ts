import { type TObject, Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { link } from '../src/core/link-sides.js';
import type { ApiModule } from '../src/core/module.js';
import { resourceModule } from '../src/core/resource-routes.js';
import { EmbeddedCompany } from '../src/core/schemas.js';
import type { Database } from '../src/db/connect.js';
import type { LinkTable } from '../src/db/types.js';
import { asCompany, companySide } from '../src/modules/companies/companies.links.js';
import { noteSide } from '../src/modules/notes/notes.links.js';

/**
 * A link that no code names but its declaration: the notes list companies
 * (`note_companies`, a table `createNoteCompanies` makes), a company does
 * not list its notes. The notes' module made again from their spec with
 * the link declared; what the link gives the notes, their record carries
 * and their full answer includes; nothing else is changed.
 */
export function notesListingCompanies(notes: ApiModule): ApiModule {
  const spec = notes.resource!;
  const noteCompanies = link(
    'note_companies' as LinkTable,
    noteSide('companies', asCompany),
    companySide(null),
  );
  const old = spec.record as TObject;
  // The same `$id`: the reference names the record as before, with its new field.
  const record = Type.Object(
    { ...old.properties, companies: Type.Optional(Type.Array(EmbeddedCompany)) },
    { $id: old.$id, additionalProperties: false },
  );
  return resourceModule(
    { description: notes.description!, schemas: notes.schemas!.map((s) => (s === old ? record : s)) },
    {
      ...spec,
      links: [...(spec.links ?? []), noteCompanies],
      record,
      fullIncludes: [...spec.fullIncludes, 'companies'],
    },
  );
}

/** The link table of `notesListingCompanies`, as a migration would make it. */
export async function createNoteCompanies(db: Database, store: 'sqlite' | 'postgres'): Promise<void> {
  const sequence = store === 'sqlite' ? sql`integer primary key autoincrement` : sql`bigserial primary key`;
  await sql`create table if not exists note_companies (
    seq ${sequence},
    note_id text not null references notes (id) on delete cascade,
    company_id text not null references companies (id) on delete cascade,
    unique (note_id, company_id))`.execute(db);
}
