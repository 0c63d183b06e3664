import { Router } from 'express';
import { requireAdmin, type TokenVerifier } from '@journal/auth';
import { validatePathParam } from '@journal/errors';
import { catalogueIdParam, catalogueKindParam } from '../domain/catalogue.input';
import { ENTRY_NOT_FOUND, type CatalogueService } from '../domain/catalogue.service';

const UNKNOWN_CATALOGUE = 'Unknown catalogue';

/** Path parameters that name nothing are 404s, not form errors. */
const kindOf = (raw: unknown) => validatePathParam(catalogueKindParam, raw, UNKNOWN_CATALOGUE);
const idOf = (raw: unknown) => validatePathParam(catalogueIdParam, raw, ENTRY_NOT_FOUND);

/** The directory, books, databases and platforms listings. */
export function catalogueRoutes(deps: { verifier: TokenVerifier; catalogue: CatalogueService }): Router {
  const router = Router();
  const admin = requireAdmin(deps.verifier);

  router.get('/api/catalogue/:kind', async (req, res) => {
    res.json({ success: true, data: { entries: await deps.catalogue.list(kindOf(req.params.kind)) } });
  });

  router.post('/api/admin/catalogue/:kind', admin, async (req, res) => {
    const entry = await deps.catalogue.add(kindOf(req.params.kind), req.body ?? {});
    res.status(201).json({ success: true, data: { entry } });
  });

  router.put('/api/admin/catalogue/:kind/:id', admin, async (req, res) => {
    const entry = await deps.catalogue.replace(kindOf(req.params.kind), idOf(req.params.id), req.body ?? {});
    res.json({ success: true, data: { entry } });
  });

  router.delete('/api/admin/catalogue/:kind/:id', admin, async (req, res) => {
    await deps.catalogue.remove(kindOf(req.params.kind), idOf(req.params.id));
    res.json({ success: true, message: 'Catalogue entry deleted' });
  });

  return router;
}
