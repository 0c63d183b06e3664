// Standalone statistics process (distributed mode).
import { runStandalone } from '@journal/http';
import { statisticsService } from './service';

runStandalone(statisticsService);
