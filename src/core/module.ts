import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { Config } from '../config.js';
import type { DbHandle } from '../db/connect.js';
import type { AnswerShelf } from './answers.js';
import type { AnyResourceSpec } from './resources.js';

/** What every resource module receives. */
export interface ModuleOptions {
  handle: DbHandle;
  config: Config;
  /** The memory of answers (null when ANSWER_CACHE_MB is 0), for answers a module keeps itself. */
  answers: AnswerShelf | null;
}

/** A resource: its name (also its OpenAPI tag) and its routes, mounted under each API prefix. */
export interface ApiModule {
  name: string;
  routes: FastifyPluginAsyncTypebox<ModuleOptions>;
  /** What its OpenAPI tag holds, as the reference shows it; a module without one has no tag of its own. */
  description?: string;
  /** Schemas with an `$id` that the routes reference (named OpenAPI components). */
  schemas?: TSchema[];
  /** A record resource's spec (core/resource-spec.ts), whose six operations are its routes. */
  resource?: AnyResourceSpec;
}

/** The instance a module's routes are registered on: Fastify's, with TypeBox as its type provider. */
export type ModuleApp = Parameters<ApiModule['routes']>[0];

/** The API is served under the versioned path and the version-less form alike. */
export const API_PREFIXES = ['/user-api/v1', '/v1'] as const;
