/**
 * The ETags the conditional polls (a304, b304, c304) send: each path's
 * current ETag, fetched just before the scenario's probe and load, so that
 * every request of the load is a poll that finds nothing new.
 */
export interface Target {
  url: string;
  /** The scenario's headers (the API key). */
  headers: Record<string, string>;
}

/** Requests in flight while fetching: as many as the load's connections. */
const IN_FLIGHT = 10;

/**
 * GETs every path (IN_FLIGHT at a time) and keeps the ETag of each answer
 * that is a 200 with one; a path without one is left out, so that its polls
 * are plain GETs and show as answers other than 304.
 */
export async function fetchEtags(target: Target, paths: string[]): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const res = await fetch(target.url + path, { headers: target.headers });
      await res.arrayBuffer();
      const etag = res.headers.get('etag');
      if (res.status === 200 && etag) etags.set(path, etag);
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, paths.length) }, worker));
  return etags;
}
