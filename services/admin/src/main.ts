// Standalone admin process (distributed mode).
import { runStandalone } from '@journal/http';
import { adminService } from './service';

runStandalone(adminService);
