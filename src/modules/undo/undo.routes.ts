import type { ErrorDetail } from '../../core/errors.js';
import { validationError } from '../../core/errors.js';
import { answerWrite } from '../../core/idempotency.js';
import type { ApiModule } from '../../core/module.js';
import { errorResponses } from '../../core/schemas.js';
import { need } from '../../core/scopes.js';
import { nowIso, TIMESTAMP_RULE, toUtcIso } from '../../core/time.js';
import type { UndoTarget } from './undo.events.js';
import {
  KEY_ID_FORM,
  REQUEST_ID_FORM,
  UNDO_MAX_EVENTS,
  UndoAnswer,
  UndoBody,
  UndoConflict,
  UndoneEvent,
} from './undo.schema.js';
import { undo } from './undo.write.js';

/**
 * `POST /undo` (API.md section 12): takes back what one request, or one key
 * over a time range, wrote. The route needs `events:read`; the `delete` the
 * events' areas need is checked once they are found (undo.write.ts).
 */

/** The body's target, or the 400 naming each problem. */
export function targetOf(body: UndoBody): UndoTarget {
  const problems: ErrorDetail[] = [];
  const byRequest = body.request_id !== undefined;
  const byKey = body.api_key_id !== undefined;
  if (byRequest && byKey)
    problems.push({
      path: '/body',
      message: 'takes request_id or api_key_id (with since and until), not both',
    });
  if (!byRequest && !byKey)
    problems.push({ path: '/body', message: 'needs request_id, or api_key_id and since' });
  if (byRequest && !REQUEST_ID_FORM.test(body.request_id!))
    problems.push({
      path: '/body/request_id',
      message: 'must be a request ID: 1 to 128 letters, digits, _ . : or -',
    });
  if (byKey && !KEY_ID_FORM.test(body.api_key_id!))
    problems.push({
      path: '/body/api_key_id',
      message: 'must be an API key ID: key_ and 26 letters and digits',
    });
  const since = body.since === undefined ? undefined : toUtcIso(body.since);
  const until = body.until === undefined ? undefined : toUtcIso(body.until);
  if (since === null) problems.push({ path: '/body/since', message: TIMESTAMP_RULE });
  if (until === null) problems.push({ path: '/body/until', message: TIMESTAMP_RULE });
  if (byRequest && !byKey)
    for (const field of ['since', 'until'] as const)
      if (body[field] !== undefined)
        problems.push({ path: `/body/${field}`, message: 'goes with api_key_id only' });
  if (byKey && !byRequest && body.since === undefined)
    problems.push({ path: '/body/since', message: 'is required with api_key_id' });
  if (since && until !== null && since > (until ?? nowIso()))
    problems.push({ path: '/body/since', message: 'must not be after until' });
  if (problems.length) throw validationError(problems);
  return byRequest
    ? { requestId: body.request_id! }
    : { keyId: body.api_key_id!, since: since!, until: until ?? null };
}

export const undoModule: ApiModule = {
  name: 'undo',
  description:
    "Taking back a client's writes (API.md section 12): every write is in the change feed with its key, its " +
    'request ID and what it changed, so a run that went wrong can be reversed exactly, and what was changed ' +
    'since is left and listed.',
  schemas: [UndoneEvent, UndoConflict],
  routes: async (app, { handle }) => {
    app.post(
      '/undo',
      {
        config: { scope: need('events', 'read') },
        schema: {
          tags: ['undo'],
          operationId: 'undo',
          summary: "Take back one request's writes, or one key's over a time range",
          description:
            'Takes the matching kept events newest first and reverts each, in one transaction: a created record ' +
            'is deleted as DELETE would (restorable from the trash), an update gets each field of `previous` ' +
            'back, a deleted record is restored as POST /trash/restore would, a restored one deleted again, a ' +
            'link added is unlinked and one removed linked again. What a later write not taken back changed ' +
            'since is left as it is and listed in `meta.conflicts` (action `skipped`), unless `force`. The undo ' +
            'records its own events, so it can be undone too. Needs `events:read` and `delete` on every area ' +
            `the events touch (both sides of a link). At most ${UNDO_MAX_EVENTS} events: more is a 400.`,
          body: UndoBody,
          response: { 200: UndoAnswer, ...errorResponses(409, 413, 415) },
        },
      },
      async (request, reply) => {
        const body = request.body as UndoBody;
        const target = targetOf(body);
        return answerWrite(request, reply, handle, (trx) =>
          undo(trx, request.auth, target, { dryRun: body.dry_run === true, force: body.force === true }),
        );
      },
    );
  },
};
