import { http, HttpResponse } from 'msw';
import { withScenarios, type StandInContext } from '../context.ts';

/** The project's allowed origins (spec §7 project allowed origins). */
export function projectHandlers(context: StandInContext) {
  return [
    http.get(
      `${context.endpoints.api}/projects/v1/origins`,
      withScenarios(context, 'project', (request) => {
        if (!new URL(request.url).searchParams.get('projectId')) return HttpResponse.json({ error: 'projectId is required' }, { status: 400 });
        return HttpResponse.json({ allowedOrigins: context.data.allowedOrigins });
      }),
    ),
  ];
}
