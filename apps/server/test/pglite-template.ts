// Run by test/global-setup.ts in a process of its own: migrates an empty in-memory PGlite and writes its data
// directory (PGlite's dumpDataDir tar) to the file named on the command line, through a temporary file, so that a
// reader never finds half of it.
import { renameSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client.ts';

const file = process.argv[2];
if (!file) throw new Error('Usage: pglite-template.ts <file to write>');
const database = await openDatabase({ dataDir: 'memory://' });
if (database.engine !== 'pglite') throw new Error('Expected PGlite for the PGlite suite');
await database.migrate();
const archive = await database.pglite.dumpDataDir('none');
await database.close();
writeFileSync(`${file}.partial`, Buffer.from(await archive.arrayBuffer()));
renameSync(`${file}.partial`, file);
