// See test/support/batches.ts.
import { runBatch } from '../support/batches';

runBatch(4);
