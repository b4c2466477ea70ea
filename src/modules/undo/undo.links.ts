import type { LinkDeclaration } from '../../core/link-sides.js';
import { type AnyResourceSpec, resourceOfEvent } from '../../core/resources.js';
import { type FeedEvent, type LinkData, linkOf } from './undo.events.js';

/**
 * How the feed's names map to the resources and links an undo writes
 * through: a link event names its link by its `from` side's resource and
 * relation (`contact` `tags`); a record's relation field is one side of a
 * link.
 */

export function specOf(resource: string): AnyResourceSpec {
  const spec = resourceOfEvent(resource);
  if (!spec) throw new Error(`no resource is named ${resource} in the feed`);
  return spec;
}

/** The link a link event names. */
export function declarationOf(link: LinkData): LinkDeclaration {
  const declared = specOf(link.from.resource).links?.find((l) => l.from.field === link.relation);
  if (!declared) throw new Error(`no link ${link.from.resource}.${link.relation}`);
  return declared;
}

/** The field of `recordId` (one side of a link event) that lists the link; null when its record lists none. */
export function fieldOfSide(event: FeedEvent, recordId: string): string | null {
  const link = linkOf(event);
  if (link.from.id === recordId) return link.relation;
  return declarationOf(link).to.field;
}

/** The same link whatever event names it: its relation and both sides. */
export const pairKey = (link: LinkData) =>
  `${link.from.resource}.${link.relation}\u0000${link.from.id}\u0000${link.to.id}`;
