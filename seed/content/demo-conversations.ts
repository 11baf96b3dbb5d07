import { DEMO_LOGINS } from "./demo-logins";
import { demoCompanies, demoTechnicians } from "./demo-people";

/**
 * A conversation of the demo network. `from` writes first (a company, whenever one of the two is a
 * company) and the messages alternate from there, oldest first; `hoursAgo` dates each one before the
 * seed. Every message but the last was read before its reply; the last is unread when `lastUnread`.
 */
export type DemoConversation = {
  from: string;
  to: string;
  subject: string;
  lastUnread: boolean;
  messages: { hoursAgo: number; text: string }[];
};

/**
 * The demo conversations (Spanish, about AV work), spread over the last three weeks. Each demo login
 * has several counterparts, a thread with a few messages back and forth and something unread; no
 * individual writes to more than four different people in all, so the daily limit of five holds
 * on every UTC day whatever the hour of the seed.
 */
export function demoConversations(): DemoConversation[] {
  const technicians = demoTechnicians();
  const technician = (index: number) => technicians[index].email;
  const companies = new Map(demoCompanies().map((company) => [company.slug, company.email]));
  const company = (slug: string) => companies.get(slug) ?? "";
  const { admin, gold, silver, bronze, company: rental } = DEMO_LOGINS;
  return [
    {
      from: rental,
      to: gold,
      subject: "Disponibilidad para el Festival de la Rambla",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 430,
          text: "Hola Olga, ¿cómo estás? Estamos armando el equipo técnico del Festival de la Rambla, el sábado 14 en el Parque Rodó. Buscamos ingeniera de FOH para el escenario principal: line array L-Acoustics K2 y consola DiGiCo SD12. Prueba de sonido desde las 14 h y show hasta la 1. ¿Tendrías disponibilidad?",
        },
        {
          hoursAgo: 426,
          text: "¡Hola! Gracias por pensar en mí. El 14 lo tengo libre. ¿Me pasan el rider de las bandas y el input list? Y confirmame si hay operador de monitores aparte o lo resuelvo yo desde FOH.",
        },
        {
          hoursAgo: 410,
          text: "Genial. Te mandamos los riders por correo esta tarde. Monitores los hace Rodrigo Fernández con una SD9 al costado del escenario. ¿Cuál sería tu tarifa por la jornada completa?",
        },
        {
          hoursAgo: 405,
          text: "Por jornada completa con prueba son USD 350, más traslado. Si las bandas traen técnico propio, me quedo de system tech con la misma tarifa.",
        },
        {
          hoursAgo: 30,
          text: "Confirmado, Olga. La carga es a las 9 por el acceso de Bulevar Artigas y a las 12 hacemos el ajuste del sistema. Te dejamos la credencial en puerta. ¡Gracias!",
        },
      ],
    },
    {
      from: silver,
      to: gold,
      subject: "Timecode para el show del Teatro Solís",
      lastUnread: false,
      messages: [
        {
          hoursAgo: 300,
          text: "Olga, ¿qué tal? Para el show del jueves en el Solís queremos disparar la iluminación por timecode desde tu Ableton. ¿Podés mandar LTC por una salida libre de la interfaz? Yo lo recibo en la grandMA3 con un nodo.",
        },
        {
          hoursAgo: 296,
          text: "Sí, sin problema. Te mando LTC a 30 fps por la salida 8 de la RME. Llevá una caja directa por las dudas, que la línea hasta tu puesto es larga.",
        },
        { hoursAgo: 280, text: "Perfecto, llevo la caja directa y un cable de reserva. ¿Hacemos una pasada el miércoles a las 18, antes del ensayo general?" },
        { hoursAgo: 277, text: "Dale, el miércoles a las 18 estoy. Nos vemos en el Solís." },
      ],
    },
    {
      from: bronze,
      to: silver,
      subject: "Mapeo de la pantalla LED con la grandMA",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 200,
          text: "Hola Pedro, te escribe Bruno, técnico de video. Vi en tu perfil que trabajás con grandMA. En un evento del mes que viene quieren manejar la pantalla LED de fondo desde la consola de luces. ¿Alguna vez hiciste pixel mapping con un procesador Novastar?",
        },
        {
          hoursAgo: 190,
          text: "¡Hola Bruno! Sí, un par de veces. Lo más simple es mandar Art-Net desde la grandMA a un servidor de medios y que el servidor alimente al Novastar por HDMI. Directo al procesador no te lo recomiendo.",
        },
        {
          hoursAgo: 170,
          text: "Buenísimo, tengo Resolume en la notebook. ¿Cuántos universos calculás para una pantalla de 6 × 3 metros con módulos de 3,9 mm?",
        },
        {
          hoursAgo: 20,
          text: "Depende de la resolución que quieras mapear: con bloques de 8 × 8 píxeles te alcanza con unos 12 universos. Si querés lo probamos el martes en mi taller, tengo un nodo libre.",
        },
      ],
    },
    {
      from: rental,
      to: bronze,
      subject: "Streaming para un lanzamiento corporativo",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 150,
          text: "Hola Bruno, te escribimos de Montevideo Audio Rental. Un cliente lanza un producto el viernes 20 en el WTC y quiere transmitirlo en vivo por YouTube y LinkedIn con tres cámaras. ¿Estás disponible para el streaming?",
        },
        {
          hoursAgo: 140,
          text: "Hola, ¡sí! Ese viernes estoy libre. ¿Las cámaras las ponen ustedes o llevo las mías? Tengo dos PTZ y un ATEM Mini Extreme. Necesitaría una conexión cableada con al menos 20 Mbps de subida.",
        },
        {
          hoursAgo: 8,
          text: "Las cámaras llevalas vos; nosotros ponemos el audio y una línea de internet dedicada. Mañana te mandamos la escaleta. ¿Nos pasás un presupuesto con tu equipo incluido?",
        },
      ],
    },
    {
      from: rental,
      to: silver,
      subject: "Luces para una gala en Punta del Este",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 360,
          text: "Hola Pedro, ¿cómo va? Tenemos una gala para 400 personas en un hotel de Punta del Este a fin de mes. El cliente quiere iluminación arquitectónica cálida y algunos móviles para el momento del show. ¿Te interesa hacer el diseño y la operación?",
        },
        {
          hoursAgo: 350,
          text: "¡Hola! Me interesa, sí. ¿Tienen planos del salón y la altura de la parrilla? Con eso armo un plot con 24 PAR LED para la arquitectura y 8 móviles spot sobre truss.",
        },
        { hoursAgo: 12, text: "Te pasamos los planos por correo; la altura útil es de 6 metros. ¿Podrías tener el plot y el presupuesto para el lunes?" },
      ],
    },
    {
      from: technician(0),
      to: gold,
      subject: "Consulta sobre un sistema para sala chica",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 250,
          text: "Hola Olga, soy Lucía, también hago FOH en Montevideo. Me ofrecieron sonorizar una sala de 200 personas y dudo entre dos columnas activas o un sistema punto-fuente con sub. ¿Qué usarías vos?",
        },
        {
          hoursAgo: 245,
          text: "Hola Lucía. Para 200 personas y música en vivo iría a punto-fuente con dos subs en cardioide, así no se te llena el escenario de graves. Las columnas rinden bien para la voz, pero se quedan cortas con una banda completa.",
        },
        {
          hoursAgo: 5,
          text: "¡Gracias! Conseguí dos subs de 18 pulgadas y los voy a probar en cardioide como dijiste. Si tenés un rato, ¿te mando la medición de Smaart para que la mires?",
        },
      ],
    },
    {
      from: rental,
      to: technician(21),
      subject: "Monitores para el Festival de la Rambla",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 440,
          text: "Hola Rodrigo, el sábado 14 tenemos el Festival de la Rambla en el Parque Rodó. ¿Podrías hacer monitores en el escenario principal? Son 12 mezclas entre wedges e in-ear, con una DiGiCo SD9.",
        },
        { hoursAgo: 436, text: "Hola, ¡cuenten conmigo! Llevo mis in-ear de respaldo. ¿Quién está en FOH? Así coordinamos el split." },
        { hoursAgo: 420, text: "En FOH está Olga Oro. Te pasamos el input list esta semana." },
        { hoursAgo: 36, text: "Recibí el input list, gracias. Ya armé la sesión offline; el viernes a la tarde paso por el depósito a revisar los wedges." },
      ],
    },
    {
      from: company("sonido-sur-rental"),
      to: rental,
      subject: "Subalquiler de line array",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 100,
          text: "Buenas, ¿cómo están? Les escribe Sonido Sur Rental. Para el 21 nos quedamos cortos de sistema: ¿tendrían 8 cajas de line array con subs y el rack de amplificación para subalquilar?",
        },
        {
          hoursAgo: 96,
          text: "Hola, sí: el 21 tenemos libres 8 K2 con 4 subs KS28 y su rack. Lo podemos entregar el 20 a la tarde. ¿Retiran ustedes o coordinamos flete?",
        },
        { hoursAgo: 3, text: "Retiramos nosotros el 20 a las 16. ¿Nos mandan el presupuesto con el seguro incluido para pasárselo al cliente?" },
      ],
    },
    {
      from: admin,
      to: gold,
      subject: "Charla en el encuentro de técnicos de RedAV",
      lastUnread: false,
      messages: [
        {
          hoursAgo: 480,
          text: "Hola Olga, desde el equipo de RedAV estamos organizando un encuentro de técnicos en Montevideo. ¿Te animarías a dar una charla de 30 minutos sobre mezcla FOH en festivales?",
        },
        {
          hoursAgo: 470,
          text: "¡Hola Ana! Me encantaría. Puedo contar cómo armo una sesión virtual para chequear el sistema antes de la prueba. ¿Qué fecha tienen pensada?",
        },
        { hoursAgo: 460, text: "El sábado 28 a las 16 h. Te confirmo el proyector y el sistema de sonido para la demostración." },
      ],
    },
    {
      from: technician(7),
      to: admin,
      subject: "Mi perfil no aparece en las búsquedas",
      lastUnread: true,
      messages: [
        { hoursAgo: 60, text: "Hola, completé mi perfil ayer pero no me encuentro en la búsqueda de técnicos. ¿Tengo que activar algo más?" },
        {
          hoursAgo: 50,
          text: "Hola Matías. Revisá en tu perfil la opción «Perfil público»: mientras esté apagada, tu perfil no aparece en las búsquedas. Si la activás, se ve enseguida.",
        },
        { hoursAgo: 2, text: "Era eso, ya aparezco. ¡Muchas gracias por la ayuda!" },
      ],
    },
    {
      from: company("andes-pro-audio"),
      to: technician(9),
      subject: "Rigging para el Movistar Arena",
      lastUnread: false,
      messages: [
        {
          hoursAgo: 320,
          text: "Hola Joaquín, el 25 colgamos un sistema en el Movistar Arena. Necesitamos un rigger certificado para los puntos de colgado y los motores. ¿Tienes disponibilidad?",
        },
        { hoursAgo: 310, text: "Hola, sí. ¿Cuántos puntos son y de qué carga? Necesito el plano de la parrilla para calcular los bridles." },
        { hoursAgo: 300, text: "Son 8 puntos de una tonelada y 2 de media tonelada para los subs. Te enviamos el plano hoy." },
        { hoursAgo: 290, text: "Recibido. Con esos pesos estamos dentro de la carga de la parrilla. Confirmo para el 25." },
      ],
    },
    {
      from: technician(2),
      to: technician(16),
      subject: "Técnico de monitores en Valparaíso",
      lastUnread: false,
      messages: [
        {
          hoursAgo: 220,
          text: "Hola Paula, ¿conoces a algún técnico de monitores en Valparaíso? Tenemos una obra en el Teatro Municipal y el nuestro está de gira.",
        },
        { hoursAgo: 215, text: "¡Hola Sofía! Sí, un colega con quien grabé el año pasado. Mañana te paso su contacto por aquí." },
      ],
    },
    {
      from: company("tarima-producciones"),
      to: technician(10),
      subject: "Gira de verano Guadalajara–Monterrey",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 400,
          text: "Hola Agustina, preparamos una gira de seis fechas entre Guadalajara y Monterrey en enero. Buscamos ingeniera de FOH. ¿Te interesaría?",
        },
        { hoursAgo: 390, text: "¡Hola! Sí, me interesa. ¿Qué consola y qué sistema llevan? ¿Viajamos con el equipo o en avión?" },
        {
          hoursAgo: 380,
          text: "Consola Yamaha Rivage PM5 y sistema d&b. Viajamos en sprinter con el equipo. Te enviamos las fechas y la propuesta económica.",
        },
      ],
    },
    {
      from: technician(3),
      to: technician(17),
      subject: "Procesador Novastar en venta",
      lastUnread: false,
      messages: [
        {
          hoursAgo: 180,
          text: "Hola Tomás, vi que haces instalaciones en Monterrey. Vendo un procesador Novastar VX600 casi sin uso. ¿Te interesa o conoces a alguien?",
        },
        { hoursAgo: 175, text: "Hola Diego, puede ser. ¿Qué precio le pones y con qué accesorios viene?" },
        { hoursAgo: 160, text: "Con su caja original, el cable de poder y dos tarjetas receptoras de repuesto. Lo dejo en 1.200 USD." },
        { hoursAgo: 150, text: "Me lo quedo. ¿Lo vemos el sábado en la Ciudad de México?" },
      ],
    },
    {
      from: company("pantallas-del-pacifico"),
      to: technician(5),
      subject: "Pantalla LED para el Inti Raymi",
      lastUnread: true,
      messages: [
        {
          hoursAgo: 270,
          text: "Hola Santiago, para el Inti Raymi montaremos una pantalla de 10 × 4 metros en Cusco. ¿Podrías encargarte del armado y la calibración?",
        },
        {
          hoursAgo: 260,
          text: "Hola, claro. Con la altura de Cusco conviene llevar ventilación extra para los procesadores. ¿Cuántos días de montaje tenemos?",
        },
      ],
    },
    {
      from: technician(11),
      to: technician(18),
      subject: "Rider de monitores para el festival",
      lastUnread: false,
      messages: [
        {
          hoursAgo: 130,
          text: "Hola Carolina, una duda del rider de monitores: la banda pide 8 mezclas in-ear estéreo. ¿El festival tiene los sistemas o los llevamos nosotros?",
        },
        { hoursAgo: 125, text: "Hola Nicolás, el festival tiene 6 sistemas Shure PSM1000; los otros dos tendrían que traerlos ustedes." },
        { hoursAgo: 110, text: "Perfecto, llevamos dos. ¡Gracias por la respuesta tan rápida!" },
      ],
    },
    {
      from: company("cumbia-broadcast"),
      to: technician(4),
      subject: "Streaming del partido del domingo",
      lastUnread: false,
      messages: [
        {
          hoursAgo: 90,
          text: "Hola Valentina, necesitamos apoyo en el streaming del partido del domingo en Medellín: encoder, red y control de calidad de la señal. ¿Estás libre?",
        },
        { hoursAgo: 80, text: "¡Hola! Sí. ¿Transmiten por SRT desde la unidad móvil? Si es así, llevo mi encoder de respaldo." },
        { hoursAgo: 70, text: "Sí, por SRT hacia nuestro centro de Bogotá. Trae el respaldo, por favor." },
      ],
    },
  ];
}
