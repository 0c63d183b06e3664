// Each service stacks into floors: routes, consumers and workers above the domain, the domain above
// repositories, clients, publishers and queues, and no import runs back up (no circle of folders).
import path from 'node:path';
import { sourceFiles } from './layer-rules';
import { SERVICES } from './house-shape';
import { arrowsOnCircles, roomArrows } from './service-floors';

const root = path.resolve(__dirname, '..', '..');
const arrows = roomArrows(sourceFiles(root));

describe('service floors', () => {
  it.each(SERVICES)('%s has no folders that import each other in a circle', (service) => {
    expect(arrowsOnCircles(arrows.get(service) ?? new Map())).toEqual([]);
  });

  it('fails on a deliberate circle, naming the files that draw it', () => {
    const drawn = roomArrows([
      { path: 'services/x/src/domain/a.service.ts', text: "import { w } from '../workers/w.worker';" },
      { path: 'services/x/src/workers/w.worker.ts', text: "import { a } from '../domain/a.service';" },
      { path: 'services/x/src/routes/r.routes.ts', text: "import { a } from '../domain/a.service';" },
      { path: 'services/x/src/domain/b.ts', text: "import { c } from '../config';\nimport z from 'zod';" },
    ]);
    expect(arrowsOnCircles(drawn.get('x')!).sort()).toEqual([
      'domain -> workers (services/x/src/domain/a.service.ts)',
      'workers -> domain (services/x/src/workers/w.worker.ts)',
    ]);
  });
});
