export { type Savepoint, savepoint } from '../db/savepoint.js';
