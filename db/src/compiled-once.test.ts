import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce, type PlaceholderOf } from './compiled-once';

interface Tables {
  fans: { id: string; bot_id: string; username: string | null };
}

// Compiles as PostgreSQL does and never connects: what is under test is the text and the parameters.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('compiledOnce', () => {
  it('builds the text once and fills each run’s values in by key, a key used twice in both places', () => {
    let builds = 0;
    const statement = compiledOnce<{ botId: string; name: string }, unknown, Tables>((kysely, value) => {
      builds += 1;
      return sql`SELECT ${value('botId')} AS a, ${value('name')} AS b, ${value('botId')} AS c`.compile(kysely);
    });
    const first = statement(db, { botId: 'bot-1', name: 'Ana' });
    const second = statement(db, { botId: 'bot-2', name: 'Bo' });
    expect(builds).toBe(1);
    expect(first.sql).toBe('SELECT $1 AS a, $2 AS b, $3 AS c');
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['bot-1', 'Ana', 'bot-1']);
    expect(second.parameters).toEqual(['bot-2', 'Bo', 'bot-2']);
    expect(second.queryId).not.toBe(first.queryId);
  });

  it('takes a query builder’s placeholders as it takes the sql tag’s', () => {
    const statement = compiledOnce((kysely: Kysely<Tables>, value: PlaceholderOf<{ botId: string }>) =>
      kysely.selectFrom('fans').select(['id', 'username']).where('bot_id', '=', value('botId')).compile(),
    );
    const query = statement(db, { botId: 'bot-9' });
    expect(query.sql).toBe('select "id", "username" from "fans" where "bot_id" = $1');
    expect(query.parameters).toEqual(['bot-9']);
  });

  it('refuses a value that was not passed through a placeholder, since it would be frozen into every run', () => {
    const statement = compiledOnce<{ botId: string }, unknown, Tables>((kysely, value) => sql`SELECT ${value('botId')}, ${new Date(0)}`.compile(kysely));
    expect(() => statement(db, { botId: 'bot-1' })).toThrow(/parameter \$2 is "1970-01-01T00:00:00.000Z"/);
  });
});
