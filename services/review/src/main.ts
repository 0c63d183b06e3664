// Standalone review process (distributed mode).
import { runStandalone } from '@journal/http';
import { reviewService } from './service';

runStandalone(reviewService);
