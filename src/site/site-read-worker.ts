/**
 * A content reader's worker with the site's model built in (ParsedFileCache.prepare): the build bundles it into one file
 * (src/build/bundle-script.mjs), which a worker loads in a fraction of the time tsx takes to load its modules.
 */
import { serveParsing } from '../content/load/read-worker.ts'
import { siteModel } from './site-model.ts'

serveParsing(siteModel)
