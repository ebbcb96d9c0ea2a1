import type { operations as en } from '../en/operations.js';

export const operations: Record<keyof typeof en, string> = {
  'operations.notReady': 'Esta instancia no está lista para atender: {checks}',
  'operations.shuttingDown': 'Esta instancia se está apagando; inténtalo de nuevo',
  'operations.metricsUnauthorized': 'Las métricas requieren Authorization: Bearer con el METRICS_TOKEN',
  'operations.metricsTokenRequired': 'Las métricas están desactivadas en producción hasta que se defina METRICS_TOKEN',
};
