import type { analyticsUi as en } from '../en/analytics-ui.js';
import type { Translation } from '../types.js';

export const analyticsUi: Translation<typeof en> = {
  'vendorNav.label': 'Área del vendedor',
  'vendorNav.dashboard': 'Panel',
  'vendorNav.analytics': 'Estadísticas',
  'vendorNav.events': 'Eventos',
  'vendorNav.preorders': 'Pedidos',
  'vendorNav.map': 'Mapa',
  'vendorNav.logout': 'Cerrar sesión',

  'vendorAccess.signIn': 'Iniciar sesión',
  'vendorAccess.signUp': 'Crear una cuenta',
  'vendorAccess.createProfile': 'Crear perfil de vendedor',
  'vendorAccess.backToMap': 'Volver al mapa',
  'vendorAccess.loadFailed': 'No pudimos cargar tu perfil de vendedor.',
  'vendorAccess.retry': 'Reintentar',

  'vendorAnalytics.title': 'Estadísticas del vendedor',
  'vendorAnalytics.subtitle': 'Cómo le va a {business} en los últimos {days} días.',
  'vendorAnalytics.loading': 'Cargando estadísticas…',
  'vendorAnalytics.accessRequired': 'Acceso requerido',
  'vendorAnalytics.accessVisitor':
    'Inicia sesión con tu cuenta de vendedor para ver tus ventas, productos populares y comentarios de clientes.',
  'vendorAnalytics.accessNoProfile':
    'Las estadísticas son para vendedores. Crea tu perfil de vendedor para seguir tus ventas, productos populares y comentarios de clientes.',
  'vendorAnalytics.loadFailed': 'No se pudieron cargar las estadísticas.',

  'vendorAnalytics.period.label': 'Periodo',
  'vendorAnalytics.period.option': '{days} días',
  'vendorAnalytics.period.showing': 'Últimos {days} días',

  'vendorAnalytics.card.revenue': 'Ingresos totales',
  'vendorAnalytics.card.orders': 'Pedidos totales',
  'vendorAnalytics.card.average': 'Valor promedio del pedido',
  'vendorAnalytics.card.rating': 'Calificación de clientes',
  'vendorAnalytics.rating.outOf': 'de 5',
  'vendorAnalytics.rating.reviews': '{count} reseñas',
  'vendorAnalytics.rating.oneReview': '1 reseña',
  'vendorAnalytics.rating.none': 'Sin reseñas todavía',

  'vendorAnalytics.growth.up': '+{value}%',
  'vendorAnalytics.growth.down': '−{value}%',
  'vendorAnalytics.growth.flat': '0%',
  'vendorAnalytics.growth.vsPrevious': 'vs. los {days} días anteriores',

  'vendorAnalytics.popular.title': 'Productos populares',
  'vendorAnalytics.popular.description': 'Tus 5 productos más pedidos por cantidad.',
  'vendorAnalytics.popular.empty': 'No se pidieron productos en los últimos {days} días.',
  'vendorAnalytics.popular.noRating': 'Sin calificaciones',
  'vendorAnalytics.popular.col.item': 'Producto',
  'vendorAnalytics.popular.col.orders': 'Pedidos',
  'vendorAnalytics.popular.col.revenue': 'Ingresos',
  'vendorAnalytics.popular.col.rating': 'Calif. promedio',

  'vendorAnalytics.peak.title': 'Horas pico',
  'vendorAnalytics.peak.description': 'Las horas más ocupadas del día, hora del valle.',
  'vendorAnalytics.peak.empty': 'Sin pedidos en los últimos {days} días.',
  'vendorAnalytics.peak.col.hour': 'Hora',
  'vendorAnalytics.peak.col.orders': 'Pedidos',

  'vendorAnalytics.feedback.title': 'Comentarios de clientes',
  'vendorAnalytics.feedback.description': 'Calificaciones promedio de 5 en pedidos con reseña.',
  'vendorAnalytics.feedback.empty':
    'Todavía no hay calificaciones. Aparecen cuando los clientes califican pedidos completados.',
  'vendorAnalytics.feedback.service': 'Servicio',
  'vendorAnalytics.feedback.foodQuality': 'Calidad de la comida',
  'vendorAnalytics.feedback.value': 'Relación calidad-precio',
  'vendorAnalytics.feedback.timeliness': 'Puntualidad',
  'vendorAnalytics.feedback.score': '{value} / 5',
  'vendorAnalytics.feedback.col.aspect': 'Aspecto',
  'vendorAnalytics.feedback.col.rating': 'Calificación de 5',

  'vendorAnalytics.trends.title': 'Tendencias',
  'vendorAnalytics.trends.description': 'Comparado con los {days} días anteriores.',
  'vendorAnalytics.trends.revenue': 'Crecimiento de ingresos',
  'vendorAnalytics.trends.orders': 'Crecimiento de pedidos',
  'vendorAnalytics.trends.newCustomers': '{count} clientes nuevos',
  'vendorAnalytics.trends.oneNewCustomer': '1 cliente nuevo',
  'vendorAnalytics.trends.recommend': 'Te recomendarían',
  'vendorAnalytics.trends.recommendValue': 'de quienes dejaron reseña te recomendarían',
  'vendorAnalytics.trends.percent': '{value}%',
  'vendorAnalytics.trends.noValue': '–',
  'vendorAnalytics.trends.recommendNone': 'Sin reseñas todavía',
};
