/**
 * One instance per process of what must not exist twice: server.ts is bundled
 * apart from the Remix build, and Vite loads the app's modules again in
 * development, so a plain module-level value would be made once per copy
 * (two request contexts that cannot see each other, metrics registered twice).
 */
export function oncePerProcess<T>(name: string, make: () => T): T {
  const holder = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`biolife.ops.${name}`);
  return (holder[key] ??= make());
}
