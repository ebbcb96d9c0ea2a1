import type { shell as en } from '../en/shell.js';
import type { Translation } from '../types.js';

export const shell: Translation<typeof en> = {
  'shell.documentTitle': '{page} · Valley Eats',
  'shell.skipToContent': 'Saltar al contenido principal',
  'shell.notification': 'Notificación',
  'shell.home': 'Inicio de Valley Eats',

  'topBar.label': 'Accesos directos',
  'topBar.trackOrder': 'Seguir pedido',
  'topBar.loyalty': 'Lealtad',
  'topBar.feed': 'Muro',
  'topBar.becomeVendor': 'Vende con nosotros',
  'topBar.welcome': 'Hola, {name}',
  'topBar.signIn': 'Iniciar sesión',
  'topBar.logout': 'Cerrar sesión',

  'home.title': 'Comida callejera cerca de ti',
  'home.mapComing': 'Estamos preparando el mapa de vendedores. Vuelve pronto.',

  'page.vendorDashboard.title': 'Panel del vendedor',
  'page.vendorRegistration.title': 'Registro de vendedor',
  'page.vendorPreorders.title': 'Gestión de pedidos',
  'page.vendorAnalytics.title': 'Estadísticas del vendedor',
  'page.eventManagement.title': 'Gestión de eventos',
  'page.guestPreorder.title': 'Haz un pedido',
  'page.orderTracking.title': 'Sigue tu pedido',
  'page.loyaltyProgram.title': 'Programa de lealtad',
};
