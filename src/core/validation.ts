import type { TSchema } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Two validators: bodies are checked exactly as sent (no coercion, no
 * defaults, nothing removed), while query strings and path parameters,
 * which are always text, are coerced to their declared types and get their
 * defaults. Unknown properties are refused in both (objects are closed).
 */
function makeAjv(forText: boolean, shared: TSchema[]) {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    strict: false,
    removeAdditional: false,
    useDefaults: forText,
    coerceTypes: forText ? 'array' : false,
  });
  const addFormats = (addFormatsModule as any).default ?? addFormatsModule;
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-message' });
  for (const schema of shared) ajv.addSchema(schema as any);
  return ajv;
}

export function installValidators(app: FastifyInstance, shared: TSchema[]): void {
  const body = makeAjv(false, shared);
  const text = makeAjv(true, shared);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? body : text).compile(schema as any));
}
