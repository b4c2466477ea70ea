import { linkSide } from '../../core/link-sides.js';

/** A tag as a side of links (`tag_id`); contacts, companies and tasks declare the links. */
export const tagSide = linkSide('tags', 'tag_id');
