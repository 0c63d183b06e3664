// Standalone journals process (distributed mode).
import { runStandalone } from '@journal/http';
import { journalsService } from './service';

runStandalone(journalsService);
