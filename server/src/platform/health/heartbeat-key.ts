// Imports nothing: the health check CLI reads these without loading the app.

/** How often a worker says it is alive, and how long its word holds: three beats may be missed. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const HEARTBEAT_TTL_SECONDS = 30;

/** One process of one machine (a container's host name is its own), e.g. `host-a:4121`; `*` any of them. */
export const workerInstanceOf = (host: string, pid: number | '*') => `${host}:${pid}`;
export const heartbeatKey = (prefix: string, instance: string) => `${prefix}:worker-heartbeat:${instance}`;

export interface HeartbeatValue {
  host: string;
  pid: number;
  role: string;
  at: string;
}
