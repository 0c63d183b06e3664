// Standalone notification process (distributed mode). runServer closes open WebSockets on SIGTERM, so
// clients reconnect to another instance while this one finishes its current event.
import { runStandalone } from '@journal/http';
import { notificationService } from './service';

runStandalone(notificationService);
