import type { InboxWords } from './words.ts'

// "su", "no se envió" and "se eliminó" fit all three nouns (mensaje, solicitud, suscripción), whatever their gender.
export const es: InboxWords = {
  submissions: {
    consultation: 'mensaje',
    contact: 'mensaje',
    newsletter: 'suscripción',
    application: 'solicitud',
  },
  form: 'formulario',
  thanks: {
    title: 'Gracias',
    heading: (first) => (first ? `Gracias, ${first}` : 'Gracias'),
    text: {
      consultation: 'Gracias por su mensaje. Nos comunicaremos con usted muy pronto.',
      contact: '¡Gracias por su mensaje! Nuestro equipo le responderá en menos de 24 horas.',
      newsletter: '¡Gracias por suscribirse! Nuestros próximos artículos llegarán a su bandeja de entrada.',
      application: '¡Gracias por su solicitud! Nos pondremos en contacto con usted pronto.',
    },
    openPositions: 'Ver las vacantes',
    back: 'Volver al sitio web',
  },
  notSent: {
    title: 'No se pudo enviar',
    heading: (what) => `Su ${what} no se envió`,
    goBack:
      'Regrese con el botón Atrás de su navegador: lo que escribió suele seguir en el formulario. Corrija esto y vuelva a enviarlo.',
    back: 'Volver al formulario',
  },
  refused: {
    noSettings: 'En este momento el servidor no puede recibir formularios. Inténtelo de nuevo en un minuto.',
    notHere: 'Este formulario no se envía a este servidor.',
    window: (minutes) => (minutes === 1 ? 'un minuto' : `${minutes} minutos`),
    flood: (window) =>
      `Desde su dirección llegaron más formularios en ${window} de los que envía una persona. Espere ${window} y vuelva a enviarlo.`,
    busy: 'El servidor está recibiendo otros formularios en este momento, así que no se guardó nada. Vuelva a enviarlo en un minuto.',
    tooLargeResume: (maxMb) =>
      `El formulario pesa más de lo que admite el servidor: el currículum puede pesar como máximo ${maxMb} MB. Elija un PDF más ligero.`,
    tooLarge: 'El formulario pesa más de lo que admite el servidor. Acorte su mensaje, por favor.',
    notStored:
      'El servidor no pudo guardar el formulario en este momento, así que no se guardó nada. Inténtelo de nuevo en un minuto.',
    formsOnly: 'Esta dirección solo recibe los formularios que se envían a ella.',
    crossSite: 'Este formulario solo se puede enviar desde las páginas de este sitio.',
    noForm: 'No hay ningún formulario en esta dirección.',
    failed: 'Algo falló en el servidor, así que no se guardó nada. Inténtelo de nuevo.',
  },
  unreadable: {
    json: 'No se pudo leer el formulario: no se envió como JSON válido.',
    object: 'No se pudo leer el formulario: envíe sus campos como un solo objeto JSON.',
    multipart: 'No se pudo leer el formulario: su contenido multipart está dañado. Vuelva a enviarlo.',
    type: 'No se pudo leer el formulario: envíelo como JSON, urlencoded o multipart, como lo hacen los formularios del sitio.',
  },
  check: {
    fillIn: (label) => `Escriba su ${label}.`,
    tooLong: (label, max) =>
      `El campo «${label}» tiene más de ${max.toLocaleString('es-US')} caracteres: acorte el texto, por favor.`,
    email: 'La dirección de correo electrónico no es válida: debe tener la forma nombre@ejemplo.com.',
    resume: 'Adjunte su currículum como archivo PDF.',
    labels: {
      name: 'nombre',
      email: 'correo electrónico',
      phone: 'teléfono',
      company: 'empresa',
      service: 'servicio',
      message: 'mensaje',
      consent: 'consentimiento',
      job: 'vacante',
      jobId: 'vacante',
      firstName: 'nombre',
      lastName: 'apellido',
      linkedin: 'perfil de LinkedIn',
      coverLetter: 'carta de presentación',
      yearsOfExperience: 'años de experiencia',
      hearAboutUs: 'cómo se enteró de nosotros',
    },
  },
  withdraw: {
    toSite: 'Ir al sitio web',
    write: (email) => ` o escríbanos a ${email}`,
    invalidTitle: 'Enlace no válido',
    invalidHeading: 'Este enlace para retirar su envío no es válido',
    invalidText: (write) => `Quizá se cortó en el camino. Abra el enlace completo del correo que le enviamos${write}.`,
    goneTitle: 'Envío ya eliminado',
    goneHeading: 'Este envío ya se eliminó',
    goneText:
      'Se retiró antes con este enlace, o se eliminó al terminar el tiempo que lo conservamos. No queda nada que eliminar.',
    title: (what) => `Retirar su ${what}`,
    askJob: (jobTitle, resume) =>
      `Presione el botón para retirar su solicitud para ${jobTitle} y eliminarla de inmediato${resume ? ' junto con su currículum' : ''}.`,
    ask: (what) => `Presione el botón para retirar su ${what}: se eliminará de inmediato.`,
    button: (what) => `Retirar y eliminar mi ${what}`,
    doneTitle: 'Envío eliminado',
    doneHeading: (what) => `Su ${what} se eliminó`,
    doneText: (what, resume) =>
      `Eliminamos su ${what}${resume ? ' y su currículum' : ''} de inmediato: no queda nada en nuestra bandeja de entrada.`,
  },
  confirmation: {
    subject: (application, company) =>
      application ? `Recibimos su solicitud – ${company}` : `Recibimos su mensaje – ${company}`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    receivedApplication: (jobTitle) =>
      `Gracias por su solicitud${jobTitle ? ` para el puesto de ${jobTitle}` : ''}. La recibimos y nos pondremos en contacto con usted pronto.`,
    receivedMessage: 'Gracias por su mensaje. Lo recibimos y le responderemos pronto.',
    kept: (application, days) => {
      const [what, it] = application ? ['su solicitud', 'la'] : ['su mensaje', 'lo']
      return days === null
        ? `Conservamos ${what} hasta que ${it} eliminemos.`
        : `Conservamos ${what} durante ${days} días desde la última vez que se revisó y luego ${it} eliminamos.`
    },
    talentPool: (years) =>
      ` Usted aceptó formar parte de nuestra bolsa de talento: conservamos su solicitud durante ${years} años a partir de hoy y podemos considerarla para otras vacantes.`,
    withdraw: (application) =>
      `Para retirar ${application ? 'su solicitud' : 'su mensaje'} y que se elimine de inmediato, abra este enlace:`,
  },
}
