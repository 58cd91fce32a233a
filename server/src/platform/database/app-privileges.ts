import type { QueryRunner } from 'typeorm';

/** `"name"`, safe in any statement whatever the role is called. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Append-only by design are the tables that carry the `refuse_change` trigger (ADR 0006: the event log
 * and its seals; ADR 0008: ledger transfers and postings). One marker: the trigger stops the owner by
 * accident, the missing privileges stop the app's role for good.
 */
export async function appendOnlyTables(runner: QueryRunner): Promise<string[]> {
  const rows: Array<{ name: string }> = await runner.query(
    `SELECT DISTINCT c.relname AS name FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname = 'refuse_change' AND n.nspname = 'public' AND NOT t.tgisinternal
      ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * Gives the app's role what it needs and nothing more, run by the owner after the migrations (under
 * their lock: two GRANTs on one object at once can fail). Every table: read and write rows; the
 * append-only ones: read and insert only; the migrations' own table: nothing. Tables the owner creates
 * later get the same by default, until the next start takes the append-only ones back.
 */
export async function grantAppPrivileges(owner: QueryRunner, appRole: string): Promise<string[]> {
  const role = quoteIdent(appRole);
  const appendOnly = await appendOnlyTables(owner);
  await owner.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
  await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
  await owner.query(
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
  );
  await owner.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${role}`);
  await owner.query(`REVOKE ALL ON TABLE schema_migrations FROM ${role}`);
  await owner.query(`REVOKE UPDATE ON ALL SEQUENCES IN SCHEMA public FROM ${role}`);
  for (const table of appendOnly)
    await owner.query(
      `REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON TABLE ${quoteIdent(table)} FROM ${role}`,
    );
  return appendOnly;
}

/** Who the app's connections run as, and the append-only tables that role could still change. */
export async function appRoleReach(
  app: QueryRunner,
  appendOnly: string[],
): Promise<{ role: string; canChange: string[] }> {
  const [{ role }] = await app.query(`SELECT current_user AS role`);
  const rows: Array<{ name: string }> = await app.query(
    `SELECT t AS name FROM unnest($1::text[]) AS t
      WHERE has_table_privilege(quote_ident(t), 'UPDATE') OR has_table_privilege(quote_ident(t), 'DELETE')
         OR has_table_privilege(quote_ident(t), 'TRUNCATE')`,
    [appendOnly],
  );
  return { role, canChange: rows.map((r) => r.name) };
}
