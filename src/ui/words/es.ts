import type { Words } from './words.ts'

/** The interface's own words in Spanish (US Spanish, "usted"): the keys of en.ts, each translated. */
export const es: Words = {
  locale: 'es-US',
  opensInNewTab: ' (se abre en una pestaña nueva)',
  shell: {
    skipToMain: 'Saltar al contenido principal',
    loading: 'Cargando…',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    mainNavigation: 'Principal',
    notFound: 'Página no encontrada',
  },
  pagination: {
    status: (page, pages) => `Página ${page} de ${pages}`,
  },
  pay: { year: 'al año', month: 'al mes', hour: 'por hora' },
  forms: {
    requiredNote: { before: 'Los campos marcados con ', heard: 'un asterisco', after: ' son obligatorios.' },
    sending: 'Enviando…',
    retry: 'Reintentar',
    needsScript: (email) =>
      `Para enviar este formulario se necesita JavaScript, que está desactivado en este navegador: actívelo para enviarlo${email ? ` o escríbanos a ${email}` : ''}.`,
    honeypot: 'Deje este campo vacío',
    chooseOne: 'Seleccione una opción',
    validity: {
      required: 'Complete este campo.',
      checkbox: 'Marque esta casilla para continuar.',
      file: 'Elija un archivo.',
      select: 'Elija una opción de la lista.',
      email: 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
      url: 'Escriba una dirección web que empiece por https://.',
    },
    application: {
      firstName: 'Nombre(s)',
      lastName: 'Apellido(s)',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      linkedin: 'Perfil de LinkedIn',
      linkedinPlaceholder: 'https://www.linkedin.com/in/su-nombre',
      resume: 'Currículum (PDF)',
      resumeHint: (maxMb) => `PDF, máximo ${maxMb} MB`,
      coverLetter: 'Carta de presentación',
      experience: 'Años de experiencia',
      hearAboutUs: '¿Cómo se enteró de nosotros?',
      talentPool: (years) =>
        `Conservar también mi solicitud hasta por ${years} años y tomarme en cuenta para otras vacantes (opcional)`,
    },
    consultation: {
      consent: 'Acepto que se comuniquen conmigo sobre mi solicitud.',
      labels: {
        name: 'Nombre',
        email: 'Correo electrónico',
        phone: 'Teléfono',
        company: 'Empresa',
        service: 'Servicio',
        message: 'Mensaje',
      },
    },
    contactPage: {
      labels: {
        name: 'Nombre completo',
        email: 'Correo electrónico',
        phone: 'Número de teléfono',
        company: 'Empresa',
        service: 'Servicio de interés',
        message: 'Mensaje',
      },
      servicePlaceholder: 'Seleccione un servicio',
    },
    newsletter: { emailLabel: 'Correo electrónico', emailPlaceholder: 'Escriba su correo electrónico' },
    contact: {
      nameRequired: 'El nombre es obligatorio',
      emailRequired: 'El correo electrónico es obligatorio',
      emailInvalid: 'El correo electrónico no es válido',
      messageRequired: 'El mensaje es obligatorio',
    },
    linkedinHttps:
      'Escriba la dirección completa de su perfil de LinkedIn, empezando por https://; por ejemplo, https://www.linkedin.com/in/su-nombre.',
    resume: {
      notPdf: 'Elija su currículum en formato PDF (.pdf).',
      notPdfContent:
        'Este archivo tiene nombre de PDF, pero no es un documento PDF. Guarde o exporte su currículum como PDF y elija ese archivo.',
      tooLarge: (mb, maxMb) =>
        `Este archivo pesa ${mb} MB; el currículum puede pesar como máximo ${maxMb} MB. Elija un PDF más ligero (suele ayudar volver a guardarlo con imágenes más pequeñas).`,
    },
    // "su" and "enviar de nuevo" fit all three nouns, whatever their gender.
    submissions: { message: 'mensaje', application: 'solicitud', 'sign-up': 'suscripción' },
    failure: {
      kept: 'Todos los datos que ingresó siguen aquí.',
      network: (what, kept) =>
        `No se envió su ${what}: no pudimos comunicarnos con nuestro servidor. Revise su conexión a internet y luego presione Reintentar. ${kept}`,
      timeout: (what, seconds, kept) =>
        `Nuestro servidor no respondió en ${seconds} segundo${seconds === 1 ? '' : 's'}, así que es posible que su ${what} no haya llegado. Presione Reintentar para enviar de nuevo. ${kept}`,
      refused: (what, message, kept) => `No se envió su ${what}. ${message} ${kept}`,
      status: (what, status, email, kept) =>
        `En este momento nuestro servidor no pudo recibir su ${what} (código ${status}), por lo que no se envió. Presione Reintentar para intentarlo de nuevo${email ? ` o escríbanos a ${email}` : ''}. ${kept}`,
    },
    privacy: {
      withdraw: 'El correo de confirmación incluye un enlace para retirar su envío y eliminarlo de inmediato.',
      application: 'solicitud',
      message: 'mensaje',
      // "se elimina" fits both nouns (solicitud f., mensaje m.).
      kept: (what, days) =>
        days === null
          ? `Conservamos su ${what} hasta que se elimine.`
          : `Conservamos su ${what} durante ${days} días desde la última vez que se revisó; después se elimina.`,
      talentPool: (years) =>
        `Si marca la casilla de la bolsa de talento, conservaremos su solicitud durante ${years} años a partir de hoy para considerarla en otras vacantes.`,
      newsletter: (days, write) =>
        days === null
          ? `Conservamos su dirección de correo hasta que cancele su suscripción o nos pida${write} que la eliminemos.`
          : `Conservamos su dirección de correo durante ${days} días y luego la eliminamos; si prefiere que la eliminemos antes, pídanoslo${write}.`,
    },
  },
  articles: {
    readingTime: (minutes) => `${minutes} min de lectura`,
    // "Artículos de Estrategia": the words go before the category's name.
    category: { before: 'Artículos de ', after: '' },
    pages: 'Páginas de artículos',
    newer: 'Artículos más recientes',
    older: 'Artículos anteriores',
    end: 'Ha llegado a los artículos más antiguos.',
    none: 'Todavía no hay artículos aquí: los nuevos aparecerán en esta sección.',
    linkCopied: 'Enlace copiado',
    copyThis: (url) => `Copie esta dirección: ${url}`,
    copyLink: 'Copiar enlace',
    shareLinkedIn: 'Compartir en LinkedIn',
    shareEmail: 'Compartir por correo',
    subscribe: 'Suscribirse',
    subscribed: '¡Gracias por suscribirse! Nuestros próximos artículos llegarán a su bandeja de entrada.',
    archive: {
      back: (name) => `Volver a ${name}`,
      olderTitle: (name, page) => `${name}: artículos anteriores, página ${page}`,
      olderHeading: 'Artículos anteriores',
      olderDescription: (name, page, pages) =>
        `Artículos anteriores de ${name}, página ${page} de ${pages}, del más reciente al más antiguo.`,
      olderIntro: (page, pages) => `Página ${page} de ${pages}, del más reciente al más antiguo.`,
      count: (n) => `${n} ${n === 1 ? 'artículo' : 'artículos'}`,
      categoryTitle: (category, page) => `Artículos de ${category}${page > 1 ? `, página ${page}` : ''}`,
      categoryDescription: (articles, category, name, page, pages) =>
        `${articles} sobre ${category.toLowerCase()} de ${name}${pages > 1 ? `, página ${page} de ${pages}` : ''}, del más reciente al más antiguo.`,
      categoryIntro: (articles) => `${articles}, del más reciente al más antiguo.`,
      one: '1 artículo',
      rangeOne: (n, of) => `Artículo ${n} de ${of}`,
      range: (first, last, of) => `Artículos ${first}–${last} de ${of}`,
    },
  },
  cards: { learnMore: 'Más información' },
  contact: {
    formName: 'Formulario de contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
    office: 'Oficina',
    directions: 'Cómo llegar',
    businessHours: 'Horario de atención',
    follow: 'Síganos',
    map: (street, city, region) => `Mapa de nuestra oficina en ${street}, ${city}, ${region}`,
  },
  story: {
    heading: 'Caso de éxito',
    challenge: 'El reto',
    solution: 'Nuestra solución',
    results: 'Resultados',
  },
  jobs: {
    types: { 'Full-time': 'Tiempo completo', 'Part-time': 'Medio tiempo', Contract: 'Por contrato' },
    workplaces: { onsite: 'Presencial', hybrid: 'Híbrido', remote: 'Remoto' },
    about: (title) => `Acerca del puesto de ${title}`,
    description: 'Descripción del puesto',
    responsibilities: 'Responsabilidades',
    requirements: 'Requisitos',
    benefits: 'Beneficios',
    closedHeading: 'Esta vacante ya está cerrada',
    closedText:
      'Ya no recibimos solicitudes para este puesto. Consulte abajo las vacantes similares que siguen abiertas, o todas nuestras vacantes disponibles.',
    seeOpen: 'Ver vacantes disponibles',
    likeClosed: 'Vacantes abiertas parecidas a esta',
    similar: 'Vacantes similares',
    filters: {
      department: { label: 'Departamento', all: 'Todos los departamentos' },
      location: { label: 'Ubicación', all: 'Todas las ubicaciones' },
      type: { label: 'Tipo de empleo', all: 'Todos los tipos de empleo' },
      workplace: { label: 'Modalidad', all: 'Presencial, híbrido o remoto' },
    },
    failed:
      'Por el momento no fue posible buscar entre las vacantes; en las páginas de abajo aparecen todas las vacantes disponibles.',
    total: (n) => `${n} ${n === 1 ? 'vacante disponible' : 'vacantes disponibles'}`,
    searching: 'Buscando entre las vacantes…',
    none: 'Ninguna vacante coincide con estos filtros. Restablézcalos para ver todas las vacantes disponibles.',
    matching: (n) => `${n} ${n === 1 ? 'vacante coincide' : 'vacantes coinciden'}`,
    filterForm: 'Filtrar las vacantes',
    keyword: 'Palabra clave',
    keywordPlaceholder: 'Puesto o habilidad, p. ej., SAP',
    reset: 'Restablecer filtros',
    list: 'Vacantes disponibles',
    showMore: 'Mostrar más vacantes',
    pages: 'Páginas de vacantes',
    newer: 'Vacantes más recientes',
    older: 'Más vacantes',
    feedTitle: 'Vacantes disponibles',
    listPages: {
      heading: 'Vacantes disponibles',
      title: (heading, page) => `${heading}, página ${page}`,
      description: (first, last, of) => `Vacantes ${first}–${last} de ${of}, de la más reciente a la más antigua.`,
      intro: (page, pages) => `Página ${page} de ${pages}, de la más reciente a la más antigua.`,
      listHeading: (first, last, of) => `Vacantes ${first}–${last} de ${of}`,
      back: (title) => `Volver a ${title}`,
    },
  },
}
