/**
 * The embedded demo platform's port, kept in the data folder. Order links in exported files
 * point at the demo platform's own order pages, port included, so a port that changed on every
 * start would break every link made before a restart.
 */
import { z } from 'zod';
import { JsonFile } from '../data/files/data-file.js';

const DEMO_PORT_FILE = 'demo-platform.json';

const storedPortSchema = z.object({ port: z.number().int().min(1).max(65535) });

/** The port used last time, or null when there is no data folder or nothing usable in it. */
export async function storedDemoPort(dataDir: string | null): Promise<number | null> {
  const stored = storedPortSchema.safeParse(await new JsonFile(dataDir, DEMO_PORT_FILE).load());
  return stored.success ? stored.data.port : null;
}

export async function storeDemoPort(dataDir: string | null, port: number): Promise<void> {
  await new JsonFile<z.infer<typeof storedPortSchema>>(dataDir, DEMO_PORT_FILE).save({ port });
}
