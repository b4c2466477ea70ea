import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of every process that serves or imports (the server, the CLI),
 * imported first so that they hold before any module runs.
 *
 * Allocation-site pretenuring off. V8 watches each object literal's
 * allocation site and, when a young collection finds nearly all of a site's
 * recent objects still alive, allocates that site's objects in the old
 * space from then on. A read here builds its rows in bursts (a page, an
 * export's chunk of 100 records with their relations) that are all alive
 * until the burst is answered, so a collection that falls inside a burst
 * made V8 tenure sites whose objects live for one request: from then on
 * they were old-space garbage, freed only by a full collection, which V8
 * runs when the old space has grown to several times what is live. Streaming
 * an export of 1,000,000 contacts grew the RSS by 81 to 139 MB with it and
 * 40 to 64 MB without it (bench/RESULTS.md); objects that do live long are
 * still promoted, after two young collections.
 */
setFlagsFromString('--no-allocation-site-pretenuring');

/**
 * The old space grows by at most this share over what a full collection
 * found alive before the next one runs. V8's own factor goes up to 4 when
 * collecting is cheap, which a server or an import whose live objects are a
 * few tens of MB always is: an import of 50,000 contacts (30 MB alive)
 * grew its old space to 99 MB of garbage between two full collections
 * (peak RSS 234 MB; 175 MB at 30%, for about 10% more CPU time; bench/RESULTS.md).
 */
setFlagsFromString('--heap-growing-percent=30');
