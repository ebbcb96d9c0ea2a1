import type { landing as en } from '../en/landing.js';
import type { Translation } from '../types.js';

export const landing: Translation<typeof en> = {
  'landing.documentTitle': 'Valley Eats · La comida callejera del Valle de Coachella',
  'landing.secretHint': 'Acceso CEO',

  'landing.nav.label': 'Principal',
  'landing.nav.findVendors': 'Buscar vendedores',
  'landing.nav.howItWorks': 'Cómo funciona',
  'landing.nav.vendorSignIn': 'Soy vendedor',
  'landing.nav.openMenu': 'Abrir menú',
  'landing.nav.closeMenu': 'Cerrar menú',

  'landing.hero.eyebrow': 'Comida callejera del Valle de Coachella',
  'landing.hero.title': 'Encuentra la mejor comida callejera del valle',
  'landing.hero.body':
    'De los camiones de tacos de Indio a los puestos de licuados de dátil de Palm Desert: mira quién está abierto ahora, revisa los menús y pide para recoger.',
  'landing.hero.exploreMap': 'Explorar el mapa',
  'landing.hero.joinVendor': 'Únete como vendedor',
  'landing.hero.citiesLabel': 'Estamos en',
  'landing.hero.cities': 'Palm Springs · Cathedral City · Palm Desert · Indio · Coachella',
  'landing.hero.badgeOpen': 'Abierto ahora',
  'landing.hero.badgeOpenDetail': 'Estado en vivo de cada vendedor',
  'landing.hero.badgePoints': '1 punto por cada $1',
  'landing.hero.badgePointsDetail': 'Premios de lealtad',

  'landing.cravings.title': 'Algo para cada antojo',
  'landing.cravings.body': 'Camiones, carritos y puestos por todo el valle, según lo que se te antoje.',
  'landing.cuisine.tacos': 'Tacos',
  'landing.cuisine.tacos.body': 'Al pastor, carne asada y tacos de pescado recién salidos de la plancha.',
  'landing.cuisine.bbq': 'BBQ',
  'landing.cuisine.bbq.body': 'Brisket ahumado a fuego lento, costillas y cerdo deshebrado por libra.',
  'landing.cuisine.desserts': 'Postres',
  'landing.cuisine.desserts.body': 'Licuados de dátil, paletas y churros para una tarde en el desierto.',
  'landing.cuisine.burgers': 'Hamburguesas',
  'landing.cuisine.burgers.body': 'Smash burgers y papas cargadas hasta tarde en la noche.',
  'landing.cuisine.mexican': 'Mexicana',
  'landing.cuisine.mexican.body': 'Elotes, tamales y birria con recetas de familia.',
  'landing.perks.preorder': 'Pide como invitado: solo necesitas tu nombre y un número de teléfono.',
  'landing.perks.track': 'Sigue tu pedido en vivo y recógelo cuando esté listo.',
  'landing.perks.loyalty': 'Gana puntos de lealtad con tus vendedores favoritos.',

  'landing.steps.title': 'Cómo funciona',
  'landing.steps.body': 'Tres pasos del antojo a la ventanilla.',
  'landing.steps.step': 'Paso {n}',
  'landing.steps.find.title': 'Encuentra vendedores',
  'landing.steps.find.body':
    'Abre el mapa del valle para ver camiones y puestos cerca de ti, y si están abiertos o cerrados.',
  'landing.steps.browse.title': 'Revisa los menús',
  'landing.steps.browse.body':
    'Consulta menús, precios, horarios y calificaciones, y pide para recoger. Sin crear cuenta.',
  'landing.steps.support.title': 'Apoya lo local',
  'landing.steps.support.body':
    'Cada pedido va directo a un negocio local, muchas veces familiar, y te da puntos.',

  'landing.vendors.eyebrow': 'Para vendedores',
  'landing.vendors.title': '¿Tienes un camión, carrito o puesto?',
  'landing.vendors.body': 'Pon tu negocio en el mapa del valle gratis y deja que los clientes con hambre lleguen a ti.',
  'landing.vendors.point.preorders': 'Recibe pedidos y adminístralos conforme llegan',
  'landing.vendors.point.menu': 'Configura tu menú y horario en minutos',
  'landing.vendors.point.analytics': 'Descubre tus productos más vendidos y tus horas más ocupadas',
  'landing.vendors.point.events': 'Inscríbete en festivales y mercados nocturnos',

  'landing.cta.title': '¿Con hambre? El valle está cocinando.',
  'landing.cta.body': 'Mira quién está abierto cerca de ti y llévate algo rico.',
  'landing.cta.start': 'Empezar a explorar',

  'landing.footer.about':
    'Valley Eats conecta a locales y visitantes con los vendedores de comida callejera del Valle de Coachella.',
  'landing.footer.customers': 'Para clientes',
  'landing.footer.customers.explore': 'Explorar el mapa',
  'landing.footer.customers.track': 'Seguir un pedido',
  'landing.footer.customers.loyalty': 'Puntos de lealtad',
  'landing.footer.customers.events': 'Eventos',
  'landing.footer.customers.howItWorks': 'Cómo funciona',
  'landing.footer.vendors': 'Para vendedores',
  'landing.footer.vendors.join': 'Registra tu negocio',
  'landing.footer.vendors.signIn': 'Acceso vendedores',
  'landing.footer.vendors.dashboard': 'Panel del vendedor',
  'landing.footer.vendors.events': 'Eventos',
  'landing.footer.contact': 'Contacto',
  'landing.footer.contact.owner': 'Valley Eats, un negocio local de Indio',
  'landing.footer.contact.email': 'hello@valleyeats.example',
  'landing.footer.contact.phone': '(760) 555-0100',
  'landing.footer.contact.address': 'Indio, CA 92201',
  'landing.footer.contact.hours': 'Lun–Sáb, 9 am–6 pm',
  'landing.footer.copyright': '© {year} Valley Eats. Hecho en el Valle de Coachella.',
};
