// Standalone publishing process (distributed mode).
import { runStandalone } from '@journal/http';
import { publishingService } from './service';

runStandalone(publishingService);
