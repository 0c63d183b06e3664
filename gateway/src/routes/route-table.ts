import { createRouteTable, type RouteEntry, type RouteTable } from '@journal/http';
import { SERVICES } from '../services';

/** The services whose tables the gateway routes by (tests give their own). */
export type RoutedServices = readonly { name: string; routes: readonly RouteEntry[] }[];

let site: RouteTable | undefined;

/**
 * The union of every service's route table, checked once: two services claiming one URL throw
 * RouteOverlapError (naming both services and patterns), so the gateway does not start (ADR 0038).
 */
export function siteRouteTable(services?: RoutedServices): RouteTable {
  if (services) return createRouteTable(services);
  return (site ??= createRouteTable(SERVICES));
}
