import type { Migration } from 'kysely';
import * as m0001 from './0001-init.js';
import * as m0002 from './0002-collection-counts.js';
import * as m0003 from './0003-collection-count-stripes.js';
import * as m0004 from './0004-finding.js';
import * as m0005 from './0005-idempotency.js';
import * as m0006 from './0006-events.js';
import * as m0007 from './0007-answer-marks.js';
import * as m0008 from './0008-link-events.js';
import * as m0009 from './0009-email-nfc.js';
import * as m0010 from './0010-key-scopes.js';

/** Every migration, in order. Add new ones at the end; never edit a landed one. */
export const migrations: Record<string, Migration> = {
  '0001-init': m0001,
  '0002-collection-counts': m0002,
  '0003-collection-count-stripes': m0003,
  '0004-finding': m0004,
  '0005-idempotency': m0005,
  '0006-events': m0006,
  '0007-answer-marks': m0007,
  '0008-link-events': m0008,
  '0009-email-nfc': m0009,
  '0010-key-scopes': m0010,
};
