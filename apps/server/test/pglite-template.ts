// Run by test/global-setup.ts in a process of its own: migrates an empty in-memory PGlite and writes its data
// directory (PGlite's dumpDataDir tar) to the file named on the command line, through a temporary file, so that a
// reader never finds half of it.
import { renameSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client.ts';

const file = process.argv[2];
if (!file) throw new Error('Usage: pglite-template.ts <file to write>');
// A small buffer cache: PGlite allocates and zeroes its default 128MB at start (0.75 CPU-s of ~4.5 here, measured).
const database = await openDatabase({ dataDir: 'memory://', pgliteSharedBuffers: '16MB' });
if (database.engine !== 'pglite') throw new Error('Expected PGlite for the PGlite suite');
await database.migrate();
const archive = await database.pglite.dumpDataDir('none');
await database.close();
writeFileSync(`${file}.partial`, Buffer.from(await archive.arrayBuffer()));
renameSync(`${file}.partial`, file);
