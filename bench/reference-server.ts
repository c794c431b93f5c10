/**
 * The bench's yardstick: bare Fastify 5 answering one primary-key SELECT of `users` through `pg`, started the
 * same way as Kru (Node with the tsx loader) so the two processes compare. `DATABASE_URL`, `PORT`.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get<{ Params: { id: string } }>('/users/:id', async (request) => {
  const { rows } = await pool.query(
    'SELECT id, email, first_name, last_name, role FROM users WHERE id = $1',
    [Number(request.params.id)],
  );
  return { success: true, data: rows[0] ?? null };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
