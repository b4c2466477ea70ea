import {
  type SerializerCompiler,
  type SerializerFactory,
  SerializerSelector,
} from '@fastify/fast-json-stringify-compiler';

type Serializer = ReturnType<SerializerCompiler>;

/**
 * Fastify's serializer factory, with each distinct response schema compiled
 * once. Fastify compiles one serializer per route and status, and the routes
 * share most of theirs: every route declares the same error answers, and a
 * resource's single-record answer is the same for its GET, POST, PUT and
 * PATCH. Compiling each again made the server allocate 345 MB while it
 * started (fast-json-stringify checks every schema against its meta-schema
 * before generating code), which set its memory's high-water mark before it
 * served a request. A serializer depends only on its schema, the shared
 * schemas it may refer to and the options, so those are the key.
 */
export function onceCompiledSerializers(): SerializerFactory {
  const build = SerializerSelector();
  const compiledByContext = new Map<string, Map<string, Serializer>>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const contextKey = JSON.stringify([externalSchemas ?? null, options ?? null]);
    let compiled = compiledByContext.get(contextKey);
    if (!compiled) compiledByContext.set(contextKey, (compiled = new Map()));
    const known = compiled;
    // Compiled when an answer first needs it, not while the server starts (core/validation.ts says why).
    return (route) => {
      let serialize: Serializer | undefined;
      return (data) => {
        if (!serialize) {
          const key = JSON.stringify(route.schema);
          serialize = known.get(key);
          if (!serialize) known.set(key, (serialize = compile(route)));
        }
        return serialize(data);
      };
    };
  };
}
