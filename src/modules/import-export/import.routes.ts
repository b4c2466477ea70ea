import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError, validationError } from '../../core/errors.js';
import { answerWrite, originOf } from '../../core/idempotency.js';
import { resourceWriter } from '../../core/resource-routes.js';
import { Closed, errorResponses } from '../../core/schemas.js';
import { need } from '../../core/scopes.js';
import { writeTransaction } from '../../core/transaction.js';
import type { UpsertSpec } from '../../core/upsert.js';
import type { DbHandle } from '../../db/connect.js';
import type { CountryCode } from 'libphonenumber-js';
import { type ColumnMap, type ImportResource, parseMapOptions } from './import.columns.js';
import { defaultCountryOf } from './import.rows.js';
import {
  ImportRefused,
  type ImportSummary,
  importWithin,
  MAX_SUMMARY_ERRORS,
  runImport,
} from './import.run.js';

/**
 * `POST /contacts/import` and `POST /companies/import` (API.md section 9):
 * a `text/csv` body, the one body of the API that is not JSON, imported by
 * the rules of `crm import`, answered with the summary.
 *
 * The body is received whole before any row is written, into a temporary
 * file (never into memory), so that a body over IMPORT_BODY_LIMIT_BYTES
 * (413) or cut off writes nothing. Without an `Idempotency-Key`, each batch
 * of rows commits on its own, as the CLI's do; with one, the import is one
 * transaction (answerWrite), so that its stored answer is committed with
 * its rows and a retry never imports twice. `dry_run=true` writes nothing
 * and answers what a run would.
 */

const CSV = 'text/csv';
const VCARD = 'text/vcard';

/** The body as received: a temporary file and its size. */
interface Received {
  path: string;
  bytes: number;
}

const tooLarge = (limit: number) =>
  new AppError(
    413,
    'payload_too_large',
    `The CSV body is larger than this server accepts for an import (${limit} bytes); split the file, or import it with crm import.`,
  );

const notCsv = (resource: string) =>
  new AppError(
    415,
    'unsupported_media_type',
    resource === 'contacts'
      ? 'Send the file as CSV with "Content-Type: text/csv", or as vCard with "Content-Type: text/vcard".'
      : 'Send the file as CSV with "Content-Type: text/csv".',
  );

/** The `charset` of a Content-Type, when it names one. */
function charsetOf(request: FastifyRequest): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(String(request.headers['content-type'] ?? ''));
  return match?.[1];
}

/** The media type of a Content-Type, lower case, without its parameters. */
const mediaTypeOf = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** Writes the body to a temporary file, refusing it (413) past `limit` bytes. */
async function receive(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  limit: number,
): Promise<Received> {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) throw tooLarge(limit);
  const dir = await mkdtemp(join(tmpdir(), 'crm-import-'));
  const path = join(dir, 'body.csv');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limit) done(tooLarge(limit));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(payload, counter, createWriteStream(path));
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err instanceof AppError
      ? err
      : new AppError(400, 'validation_error', 'The request body ended before it was complete.');
  }
  return { path, bytes };
}

const Summary = Closed(
  {
    created: Type.Integer({ minimum: 0, description: 'Rows that created a record' }),
    updated: Type.Integer({
      minimum: 0,
      description: 'Rows that updated the record they matched (`match_on`)',
    }),
    skipped: Type.Integer({ minimum: 0, description: 'Rows with no value at all' }),
    failed: Type.Integer({ minimum: 0, description: 'Rows not written; the others were' }),
    errors: Type.Array(
      Closed({
        row: Type.Integer({
          minimum: 1,
          description: 'The row, counting data rows from 1 (the header is not one; a vCard: its cards)',
        }),
        message: Type.String({ description: 'Why it was not written' }),
      }),
      { description: `The failed rows in order, the first ${MAX_SUMMARY_ERRORS} at most` },
    ),
    warnings: Type.Array(
      Closed({
        row: Type.Integer({ minimum: 1, description: 'The row, numbered as in `errors`' }),
        message: Type.String({ description: 'The value left out, and why' }),
      }),
      {
        description:
          'One per value left out of a row that was written: a yearless birthday, a URL in a LinkedIn column ' +
          `that is not a LinkedIn profile, a photo that is not a URL (the first ${MAX_SUMMARY_ERRORS} at most)`,
      },
    ),
    ignored_columns: Type.Array(Type.String(), {
      description: 'The columns that map to no field, in file order (not those left out with `map=Column=`)',
    }),
  },
  { description: 'What the import did, row by row' },
);

const SUMMARY_EXAMPLE = {
  created: 2,
  updated: 1,
  skipped: 0,
  failed: 1,
  errors: [{ row: 3, message: 'E-mail: must be a valid e-mail address' }],
  warnings: [{ row: 2, message: 'Birthday: "--12-09" has no year; left out' }],
  ignored_columns: ['Record ID', 'Create Date'],
};

export async function importRoutes(app: FastifyInstance, handle: DbHandle, config: Config) {
  const limit = config.importBodyLimitBytes;
  // In this plugin only: a CSV body is received to a file; any other type is a 415 unread.
  app.removeAllContentTypeParsers();
  const parser = (
    request: FastifyRequest,
    payload: NodeJS.ReadableStream,
    done: (err: Error | null, body?: unknown) => void,
  ) => {
    // A vCard body is for contacts only.
    if (mediaTypeOf(request) === VCARD && !request.url.includes('/contacts/')) {
      done(notCsv('companies'), undefined);
      return;
    }
    receive(request, payload, limit).then(
      (received) => done(null, received),
      (err) => done(err, undefined),
    );
  };
  app.addContentTypeParser(CSV, parser);
  app.addContentTypeParser(VCARD, parser);
  app.addContentTypeParser('*', (request, _payload, done) =>
    done(notCsv(request.url.includes('/contacts/') ? 'contacts' : 'companies'), undefined),
  );
  // Whatever the answer (a refused query string too), the received file goes.
  app.addHook('onResponse', async (request) => {
    const received = request.body as Received | undefined;
    if (received?.path) await rm(join(received.path, '..'), { recursive: true, force: true });
  });
  // The CSV is checked by the import itself; the query string as every route's is.
  const compile = app.validatorCompiler;

  for (const resource of ['contacts', 'companies'] as const) {
    const spec = resourceWriter(resource);
    const keys = Object.keys((spec.upsert as UpsertSpec<unknown>).matchOn);
    const Name = resource === 'contacts' ? 'Contacts' : 'Companies';
    const example =
      resource === 'contacts'
        ? 'First Name,Last Name,Email,Phone,Tags,Company\nAda,Lovelace,ada@example.com,+44 20 7946 0123,Investor; VIP,Analytical Engines\n'
        : 'Name,Website,Tags\nAcme,acme.com,Customer\n';
    app.post(
      `/${resource}/import`,
      {
        bodyLimit: limit,
        config: { scope: need(resource, 'write') },
        validatorCompiler: (req) => (req.httpPart === 'body' ? () => true : compile!(req)),
        schema: {
          tags: [resource],
          operationId: `import${Name}`,
          summary: `Import ${resource} from a CSV file${resource === 'contacts' ? ' or a vCard file' : ''}`,
          description:
            `The body is a CSV file (\`Content-Type: text/csv\`${resource === 'contacts' ? ', or `text/vcard` for a vCard 3.0 or 4.0 file, one contact per card' : ''}; ` +
            'at most IMPORT_BODY_LIMIT_BYTES, 50 MB by default). It is UTF-8 unless the Content-Type names a ' +
            '`charset` (`windows-1252`, `latin1`, `utf-16le`...) or it begins with a UTF-16 byte order mark; without ' +
            'either, a row that is not UTF-8 fails with its reason. A byte order mark, CRLF line ends, quoted fields ' +
            'with line ends and `;` as the delimiter are read. The header names the fields, ignoring case, spaces, ' +
            '`_` and `-`: the fields by name, custom fields by name, and the exports of Google Contacts, Outlook, ' +
            "HubSpot and LinkedIn as they come (LinkedIn's `Notes:` preamble is skipped). E-mail and phone cells " +
            'split at `;`, `,` and ` ::: `; tag, company and list cells at `;` and ` ::: ` only; tags, companies and ' +
            "lists are created when missing (only with `write` on their area: else the row fails: this key lacks tags:write). A cell that begins with `'` and then `=`, `+`, `-`, `@`, a tab or a " +
            "carriage return (as an export escapes formulas) loses that `'`. A bad row (a cell over 1 MB, a row " +
            'over 4 MB included) is reported in `errors` and the others are written. A header with no known column, ' +
            'or a `map` that cannot apply, is a 400 and writes nothing. Answers 200 with the summary.',
          querystring: Closed({
            match_on: Type.Optional(
              Type.String({
                enum: keys,
                description: `Update the record a row matches (${keys.join(' or ')}) as an upsert does, instead of creating one`,
                'x-message': `must be ${keys.join(' or ')}`,
              }),
            ),
            map: Type.Optional(
              Type.Array(Type.String(), {
                description:
                  'Repeatable `Column=field` (URL-encoded: `map=Column%3Dfield`): the field, or custom field by name, ' +
                  'a column fills whatever its header says; `Column=` leaves the column out. A map to a field that ' +
                  'does not exist or is read-only, or of a column the file lacks, is a 400 at `/query/map`.',
              }),
            ),
            default_country: Type.Optional(
              Type.String({
                pattern: '^[A-Za-z]{2}$',
                description: 'The region (ISO 3166-1 alpha-2, `US`) a phone written without `+` is read in',
                'x-message': 'must be a two-letter region code such as US',
              }),
            ),
            dry_run: Type.Optional(
              Type.String({
                enum: ['true', 'false'],
                description: 'true: write nothing, answer what the import would do',
                'x-message': 'must be true or false',
              }),
            ),
          }),
          body: {
            content: {
              [CSV]: {
                schema: Type.String({
                  description: 'The CSV file: a header row, then one row per record',
                  examples: [example],
                }),
              },
              ...(resource === 'contacts'
                ? {
                    [VCARD]: {
                      schema: Type.String({
                        description: 'A vCard 3.0 or 4.0 file: one contact per card',
                        examples: [
                          'BEGIN:VCARD\r\nVERSION:4.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEMAIL:ada@example.com\r\nEND:VCARD\r\n',
                        ],
                      }),
                    },
                  }
                : {}),
            },
          },
          response: {
            200: Closed(
              { data: Summary },
              {
                description: 'The import ran; `failed` rows were not written',
                examples: [{ data: SUMMARY_EXAMPLE }],
              },
            ),
            ...errorResponses(413, 415),
          },
        },
      },
      (request, reply) => importHandler(request, reply, resource),
    );
  }

  async function importHandler(request: FastifyRequest, reply: FastifyReply, resource: ImportResource) {
    const received = request.body as Received;
    const query = request.query as {
      match_on?: string;
      dry_run?: string;
      map?: string[];
      default_country?: string;
    };
    const dryRun = query.dry_run === 'true';
    let map: ColumnMap;
    let defaultCountry: CountryCode | undefined;
    try {
      map = parseMapOptions(query.map ?? []);
    } catch (err) {
      throw validationError([{ path: '/query/map', message: (err as Error).message }]);
    }
    try {
      defaultCountry = defaultCountryOf(query.default_country);
    } catch (err) {
      throw validationError([{ path: '/query/default_country', message: (err as Error).message }]);
    }
    const options = {
      handle,
      auth: request.auth,
      resource,
      matchOn: query.match_on,
      map,
      defaultCountry,
      encoding: charsetOf(request),
      format: mediaTypeOf(request) === VCARD ? ('vcard' as const) : ('csv' as const),
      source: createReadStream(received.path),
    };
    try {
      if (dryRun || request.idempotency) {
        return await answerWrite(request, reply, handle, async (trx) => {
          reply.code(200);
          return { data: await refusingBadFiles(() => importWithin(trx, dryRun, options)) };
        });
      }
      const summary: ImportSummary = await refusingBadFiles(() =>
        runImport({ ...options, transaction: (write) => writeTransaction(handle, write, originOf(request)) }),
      );
      return { data: summary };
    } finally {
      options.source.destroy();
    }
  }
}

/** A file that cannot be imported at all is a 400 naming why; nothing was written. */
async function refusingBadFiles<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ImportRefused)
      throw validationError(
        // The encoding of an HTTP import is the Content-Type's charset.
        [{ path: err.path === '/query/encoding' ? '/headers/content-type' : err.path, message: err.message }],
        `The file cannot be imported: ${err.message}.`,
      );
    throw err;
  }
}
