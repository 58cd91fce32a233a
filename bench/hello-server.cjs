'use strict';
// The yardstick of the read-path benchmark: a bare Fastify server answering one JSON object.
const fastify = require('fastify')({ logger: false });

fastify.get('/', async () => ({ hello: 'world' }));
fastify.listen({ port: Number(process.argv[2] ?? 3999), host: '127.0.0.1' }).then(
  () => process.send?.('listening'),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
