// Standalone submission process (distributed mode).
import { runStandalone } from '@journal/http';
import { submissionService } from './service';

runStandalone(submissionService);
