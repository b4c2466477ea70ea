import { type TSchema, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../core/collection.js';
import { validationError } from '../../core/errors.js';
import { answerWrite } from '../../core/idempotency.js';
import type { ApiModule } from '../../core/module.js';
import { linksOf } from '../../core/link-sides.js';
import { resourceWriter } from '../../core/resource-routes.js';
import { inProse } from '../../core/prose.js';
import { pluralOf, registeredResources } from '../../core/resources.js';
import { areaOfPath, need } from '../../core/scopes.js';
import { CollectionEnvelope, DataEnvelope, errorResponses, IdParams } from '../../core/schemas.js';
import type { DbHandle } from '../../db/connect.js';
import { companyGroupings, contactGroupings, type Grouping, listDuplicates } from './merge.queries.js';
import {
  CompanyDuplicateGroup,
  ContactDuplicateGroup,
  DuplicatesQuery,
  MergeCompaniesBody,
  MergeContactsBody,
} from './merge.schema.js';
import { companyMerge, contactMerge, mergeBodyProblems, mergeRecords } from './merge.write.js';

/**
 * Cleaning duplicates (API.md section 9): the groups of likely duplicates
 * of contacts and companies, and the merge of records into one. The routes
 * live under the resources they act on (`/contacts/duplicates`,
 * `/contacts/:id/merge`) and in their OpenAPI tags; the static
 * `/contacts/duplicates` wins over `/contacts/:id` in the router.
 */

interface Side {
  path: '/contacts' | '/companies';
  kind: typeof contactMerge;
  body: TSchema;
  bodyKey: 'contacts' | 'companies';
  group: TSchema;
  groupings: Grouping[];
  embedded: (row: Record<string, unknown>) => unknown;
  operation: { merge: string; duplicates: string };
  /** The merge's description, given the records linked to this side in prose (from the link declarations). */
  mergeDescription: (linked: string) => string;
  duplicatesDescription: string;
}

const sides: Side[] = [
  {
    path: '/contacts',
    kind: contactMerge,
    body: MergeContactsBody,
    bodyKey: 'contacts',
    group: ContactDuplicateGroup,
    groupings: contactGroupings,
    embedded: (r) => ({ id: r.id, full_name: r.full_name, image_url: r.image_url }),
    operation: { merge: 'mergeContacts', duplicates: 'listContactDuplicates' },
    mergeDescription: (linked) =>
      "The listed contacts' e-mails and phone numbers are added (an address or number the target has is not " +
      `added again; the target's primary stays primary), their ${linked} are ` +
      'linked to the target (after its own links, none twice), custom-field values and plain fields the target ' +
      'has no value of are taken from the first contact listed that has one, and the listed contacts are ' +
      'deleted, in one transaction. `ignore_merge` does not stop an explicit merge. Answers the target fully ' +
      'expanded. The change feed records the target updated, each merged contact deleted and each record ' +
      'relinked updated.',
    duplicatesDescription:
      'Groups of contacts sharing an e-mail address (`reason: email`, `value`: the address) or a phone number ' +
      "(`reason: phone`, `value`: the country code's digits followed by the number's). Contacts with " +
      '`ignore_merge: true` are never proposed. Groups are ordered by reason, then value; records by created_at, then id.',
  },
  {
    path: '/companies',
    kind: companyMerge,
    body: MergeCompaniesBody,
    bodyKey: 'companies',
    group: CompanyDuplicateGroup,
    groupings: companyGroupings,
    embedded: (r) => ({ id: r.id, name: r.name, logo_url: r.logo_url }),
    operation: { merge: 'mergeCompanies', duplicates: 'listCompanyDuplicates' },
    mergeDescription: (linked) =>
      `The listed companies' ${linked} are linked to the target (after its own links, none ` +
      'twice), custom-field values and plain fields the target has no value of are taken from the first ' +
      'company listed that has one, and the listed companies are deleted, in one transaction. `ignore_merge` ' +
      'does not stop an explicit merge. Answers the target fully expanded. The change feed records the target ' +
      'updated, each merged company deleted and each record relinked updated.',
    duplicatesDescription:
      'Groups of companies sharing a website host (`reason: domain`, compared as the `domain` filter does) or a ' +
      'name ignoring case (`reason: name`, `value` in lower case). Companies with `ignore_merge: true` are never ' +
      'proposed. Groups are ordered by reason, then value; records by created_at, then id.',
  },
];

/** The records a merge links to the target, in prose: every resource linked to `table` (core/link-sides.ts). */
function linkedInProse(table: string): string {
  const tables = new Set(linksOf(table).map(({ other }) => other.table));
  return inProse(
    registeredResources()
      .filter((spec) => tables.has(spec.table))
      .map(pluralOf),
  );
}

function sideRoutes(app: FastifyInstance, handle: DbHandle, side: Side): void {
  const tags = [side.path.slice(1)];
  // The target's record and include as registered: with the fields other resources' links give it.
  const { record, oneQuery } = resourceWriter(side.kind.table);
  const typed = app.withTypeProvider();

  typed.get(
    `${side.path}/duplicates`,
    {
      // The groups depend on the workspace's records alone: kept per change mark as their collections are.
      config: { cachedAnswer: true, scope: need(areaOfPath(side.path), 'read') },
      schema: {
        tags,
        operationId: side.operation.duplicates,
        summary: `List groups of likely duplicate ${side.path.slice(1)}`,
        description: side.duplicatesDescription,
        querystring: DuplicatesQuery,
        response: { 200: CollectionEnvelope(Type.Ref(side.group)), ...errorResponses() },
      },
    },
    async (request) => {
      const { limit, offset } = request.query as { limit: number; offset: number };
      const { rows, total } = await listDuplicates(
        handle.db,
        side.groupings,
        request.auth.workspaceId,
        limit,
        offset,
        side.embedded,
      );
      return pageOf(rows, limit, offset, total);
    },
  );

  typed.post(
    `${side.path}/:id/merge`,
    {
      // A merge deletes the records merged into the target (API.md section 3).
      config: { scope: need(areaOfPath(side.path), 'delete') },
      schema: {
        tags,
        operationId: side.operation.merge,
        summary: `Merge ${side.path.slice(1)} into this one; answers it fully expanded`,
        description: side.mergeDescription(linkedInProse(side.kind.table)),
        params: IdParams,
        querystring: oneQuery,
        body: side.body,
        response: {
          200: DataEnvelope(Type.Ref(record)),
          ...errorResponses(404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const ids = (request.body as Record<string, string[]>)[side.bodyKey];
      // The body's own 400s come before the target's 404 (API.md section 4).
      const problems = mergeBodyProblems(side.kind, id, ids);
      if (problems.length) throw validationError(problems);
      return answerWrite(request, reply, handle, async (trx) => ({
        data: await mergeRecords(trx, request.auth, side.kind, id, ids),
      }));
    },
  );
}

export const mergeModule: ApiModule = {
  name: 'merge',
  schemas: [ContactDuplicateGroup, CompanyDuplicateGroup],
  routes: async (app, { handle }) => {
    for (const side of sides) sideRoutes(app, handle, side);
  },
};
