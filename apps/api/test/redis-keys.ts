// Keys the API tests leave in the machine's Redis: each run writes under a namespace of its own and removes it after.
import { createClient } from 'redis';

/** Deletes every key under `namespace` in the Redis at `url`. */
export async function deleteRedisNamespace(url: string, namespace: string): Promise<void> {
  const client = await createClient({ url }).connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${namespace}*`, COUNT: 100 })) keys.push(...batch);
    if (keys.length > 0) await client.del(keys);
  } finally {
    client.destroy();
  }
}
