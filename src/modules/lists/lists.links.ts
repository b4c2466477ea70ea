import { linkSide } from '../../core/link-sides.js';

/** A list as a side of links (`list_id`); contacts and companies declare the links. */
export const listSide = linkSide('lists', 'list_id');
