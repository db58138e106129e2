import { http, HttpResponse } from 'msw';
import { routeUrl } from '../../contracts/contract-table.ts';
import { DIRECTORY_ROUTES } from '../../contracts/directory-contract.ts';
import { withScenarios, type StandInContext } from '../context.ts';
import { contractViolation } from './directory.ts';

/** The project's allowed origins and analytics setting, routed by the contract table. */
export function projectHandlers(context: StandInContext) {
  const { allowedOrigins, analyticsConfig } = DIRECTORY_ROUTES;
  return [
    http.get(
      routeUrl(context.endpoints.api, allowedOrigins),
      withScenarios(context, 'project', (request) => contractViolation(allowedOrigins, request) ?? HttpResponse.json({ allowedOrigins: context.data.allowedOrigins })),
    ),
    http.get(
      routeUrl(context.endpoints.api, analyticsConfig),
      withScenarios(
        context,
        'project',
        (request) => contractViolation(analyticsConfig, request) ?? HttpResponse.json({ isAnalyticsEnabled: context.data.analyticsEnabled ?? true }),
      ),
    ),
  ];
}
