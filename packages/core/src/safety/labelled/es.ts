import { labelled } from './label';

/** Fan messages in Spanish. */
export const SPANISH_FAN = labelled('es', 'fan', {
  crisis: [
    'ya no quiero vivir, estoy cansada de todo',
    'me quiero matar, nadie me entiende 😔',
    'quiero morirme, en serio',
    'a veces pienso en suicidarme',
    'anoche me corté otra vez los brazos',
    'cuantas pastillas necesito para no despertar',
    'no tengo ninguna razón para seguir viviendo',
    'estoy pensando en quitarme la vida',
    'ojalá me muriera mientras duermo',
    'voy a tirarme del puente esta noche',
    'mejor si me muero, así nadie sufre por mí',
    'tengo ganas de matarme la verdad',
  ],
  safe: [
    'me muero de risa jajaja',
    'me muero por verte 😍',
    'este calor me está matando',
    'vi una peli sobre un suicidio, muy fuerte',
    'se murió el gato de mi amiga, está triste',
    'maté al jefe final por fin!!',
    'me corté el pelo, te gusta?',
    'me muero de hambre, qué cenamos',
    'estoy muerta de cansancio',
    'ese outfit mata 🔥',
    'mi abuelo murió hace años, lo extraño',
    'el suicidio de ese actor salió en las noticias',
    'no quiero morir sin ir a tu concierto jaja',
    'mi mamá me va a matar si llego tarde',
    'hola guapa, qué haces hoy?',
  ],
});
