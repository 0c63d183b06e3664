// Standalone identity process (distributed mode).
import { runStandalone } from '@journal/http';
import { identityService } from './service';

runStandalone(identityService);
