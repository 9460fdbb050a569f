// Instances of the bench API (bench/server.ts) as processes on one new PostgreSQL database and one Redis namespace,
// behind the balancer of the multi-instance test (test/balancer.ts: health checks every 50 ms, reads retried on
// another instance): the topology of deploy/compose.yaml run as processes (decision 053). For bench/instances.ts and
// bench/soak.ts; DATABASE_URL and REDIS_URL are required.
import { fileURLToPath } from 'node:url';
import { type Balancer, startBalancer } from '../test/balancer.ts';
import { adminQuery, dropDatabase, postgresDatabaseUrl } from '../test/postgres-databases.ts';
import { deleteRedisNamespace } from '../test/redis-keys.ts';
import { children, serverPids, start } from './load.ts';

export interface Cluster {
  /** The instances' database. */
  readonly databaseUrl: string;
  /** The instances' own addresses. */
  readonly instances: string[];
  /** Each instance's process id (its CPU time, its stats). */
  readonly pids: number[];
  /** A balancer over the first `count` instances. */
  balancer(count: number): Promise<Balancer>;
  close(): Promise<void>;
}

const benchServer = fileURLToPath(new URL('./server.ts', import.meta.url));

export async function startCluster(count: number, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const databaseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    console.error('Set DATABASE_URL (a PostgreSQL server where this user may create databases) and REDIS_URL.');
    process.exit(2);
  }
  const database = `mynacon_bench_${process.pid}`;
  const namespace = `mynacon-bench-${process.pid}`;
  await adminQuery(databaseUrl, [`drop database if exists ${database} with (force)`, `create database ${database}`]);
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: postgresDatabaseUrl(databaseUrl, database),
    REDIS_URL: redisUrl,
    THROTTLE_NAMESPACE: namespace,
    PORT: '0',
    HOST: '127.0.0.1',
    DEVELOPMENT_MODE: 'true',
    SEED: 'demo',
    AUDIT_LOG_STDOUT: 'false',
    ...extraEnv,
  };
  const instances: string[] = [];
  // One after the other: the first migrates and seeds.
  for (let index = 0; index < count; index++) {
    instances.push(await start(['--expose-gc', benchServer], env));
  }
  const pids = instances.map((url) => serverPids.get(new URL(url).origin) ?? 0);
  const balancers: Balancer[] = [];
  return {
    databaseUrl: env.DATABASE_URL,
    instances,
    pids,
    async balancer(used) {
      const balancer = await startBalancer(instances.slice(0, used));
      balancers.push(balancer);
      return balancer;
    },
    async close() {
      for (const balancer of balancers) await balancer.close();
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(
        children.map((child) =>
          child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
        ),
      );
      await dropDatabase(databaseUrl, database);
      await deleteRedisNamespace(redisUrl, namespace);
    },
  };
}
