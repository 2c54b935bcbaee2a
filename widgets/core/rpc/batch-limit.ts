// Apart from the batch route's schemas (routes/batch-routes.ts): the client
// splits its batches by it before any schema is loaded.

/** At most this many calls per batch (the server's limit too); the client sends more as several batches. */
export const MAX_BATCH_CALLS = 20;
