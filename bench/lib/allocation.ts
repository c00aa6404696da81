import { Session } from "node:inspector/promises";

interface SampledNode {
  readonly selfSize: number;
  readonly children: readonly SampledNode[];
}
const allocated = (node: SampledNode): number => node.children.reduce((total, child) => total + allocated(child), node.selfSize);

/**
 * Bytes `run` allocates, garbage included: V8's sampling heap profiler (one sample every 4 KiB on average, kept
 * whether or not the collector took the object since). The figure the collector's cost follows under load, and it
 * does not depend on the load; the sampler slows what it samples, so run it after anything timed.
 */
export async function allocatedBy(run: () => Promise<void>): Promise<number> {
  const session = new Session();
  session.connect();
  try {
    await session.post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    await run();
    const { profile } = await session.post("HeapProfiler.stopSampling");
    return allocated(profile.head);
  } finally {
    session.disconnect();
  }
}
