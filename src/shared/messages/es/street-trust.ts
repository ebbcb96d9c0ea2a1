import type { streetTrust as en } from '../en/street-trust.js';
import type { Translation } from '../types.js';

export const streetTrust: Translation<typeof en> = {
  'streetTrust.pickupCode.label': 'Código de recogida',
  'streetTrust.pickupCode.hint': 'Di o muestra este código en la ventanilla.',
  'streetTrust.pickupCode.short': 'Código {code}',
  'streetTrust.noShow.action': 'No lo recogieron',
  'streetTrust.noShow.title': '¿Marcar {invoice} como no recogido?',
  'streetTrust.noShow.body': 'El pedido se cancela y cuenta como no recogido para {phone}. Con tres en 30 días, ese teléfono debe confirmarse por mensaje antes de su próximo pedido.',
  'streetTrust.noShow.confirm': 'Marcar como no recogido',
  'streetTrust.noShow.cancel': 'Dejarlo listo',
  'streetTrust.noShow.done': 'Marcado como no recogido',
  'streetTrust.noShow.failed': 'No se pudo marcar como no recogido',
  'streetTrust.error.notReady': 'Solo un pedido listo puede marcarse como no recogido',
  'streetTrust.error.verifyPhoneFirst':
    'Este teléfono no recogió varios pedidos últimamente. Confirma por mensaje que es tu teléfono y luego haz el pedido.',
  'streetTrust.checkout.verifyTitle': 'Confirma tu teléfono para pedir',
  'streetTrust.checkout.verifyBody':
    '{phone} tiene 3 pedidos no recogidos en los últimos 30 días. Confirma que es tu teléfono con un código por mensaje y vuelve a hacer tu pedido.',
  'streetTrust.checkout.verified': 'Teléfono confirmado. Ya puedes hacer tu pedido.',
  'streetTrust.consent.hint':
    'Enviamos dos mensajes a este número: cuando el vendedor confirma (con la hora estimada) y cuando está listo para recoger. Solo mensajes del pedido, nunca publicidad. Responde STOP para dejar de recibirlos, HELP para ayuda.',
  'streetTrust.sms.stopped': 'Valley Eats: ya no recibirás mensajes nuestros. Responde START para volver a recibir los mensajes de tus pedidos.',
  'streetTrust.sms.started': 'Valley Eats: los mensajes de tus pedidos están activos otra vez. Responde STOP para dejar de recibirlos, HELP para ayuda.',
  'streetTrust.sms.help':
    'Mensajes de pedidos de Valley Eats: como mucho dos por cada pedido que pides. Ayuda: {support}. Responde STOP para dejar de recibirlos. Pueden aplicarse tarifas de mensajes y datos.',
  'streetTrust.error.badSignature': 'La solicitud no está firmada por el proveedor de mensajes',
};
