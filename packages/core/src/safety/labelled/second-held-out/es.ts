import { labelled } from '../label';

/** The second held-out set's fan messages in Spanish (written blind by writers K and L after the lexicon's fourth round, scored, then spent: the classifier trains on it). */
export const SPANISH_SECOND_HELD_OUT = labelled('es', 'fan', {
  crisis: [
    "ya no quiero estar aqui la vdd 😞",
    "cuantas pastillas d clonazepam serian mortales? pregunto x mi",
    "me volvi a cortar hoy en el baño de la prepa",
    "ojala me duerma y ya no despierte nunca",
    "bueno bb gracias x todo, cuidate mucho, ya me despido pa siempre 💔",
    "me quiero matar, no es drama esta vez",
    "ya tengo la soga en el closet, nomas espero q se duerman",
    "me queme el brazo con el encendedor otra vez anoche, no se pq lo sigo haciendo",
    "estoy en la azotea del edificio pensando si me aviento o no",
    "no se como explicarlo pero ya no tengo ganas de seguir viviendo, no es q vaya a hacer nada hoy, es q me da igual todo y estoy cansadisima",
    "me volvi a cortar, en el muslo para q no se vea. llevaba desde navidad sin hacerlo 😔",
    "oye una pregunta rara, el paracetamol si tomas muchas duele o es como dormirse? lo pregunto por mi, no es para un trabajo de clase",
    "tengo 52 años, las deudas me comen vivo y mi familia ni lo sabe. estoy pensando seriamente en dejarles el seguro de vida y quitarme de en medio",
    "me quiero matar y nadie en esta casa se da cuenta de nada",
    "ya le di mi perro a mi tia y deje todo ordenado. solo me faltaba despedirme de ti, gracias por escucharme siempre",
    "estoy en la azotea del edificio del curro, no se pq te escribo, supongo q para q alguien lo sepa",
    "a veces deseo q me atropelle un coche al cruzar, asi no tendria q decidirlo yo jaja",
    "bueno ya lo tengo claro, el viernes cuando mis papas se vayan de viaje lo hago. no me digas nada porfa",
  ],
  safe: [
    "mi prima se corta los brazos y no se como hablarle de eso, q hago",
    "compre una soga pa colgar la hamaca en el patio jaja quedo bien",
    "ese final de la serie me mató, la prota se suicida y llore todo el cap",
    "casi me atropella un camion hoy, q susto 😳 pero estoy bien",
    "me muero de ganas de verte en el concierto de madrid!!! llevo 3 meses contando los dias 😭😭",
    "mi prima de 15 se esta cortando los brazos y mis tios no tienen ni idea, se lo digo a ellos o la traiciono? no se q hacer",
    "este jefe final me esta matando, llevo 3 horas y casi tiro el mando por la ventana jajaja",
    "hace 10 años estuve ingresada por un intento, hoy cumplo 35 y tengo una hija preciosa. solo queria compartirlo con alguien 🌻",
    "me he comprado una cuerda para colgar las plantas en el balcon y casi me mato al subirme a la silla jajaja que torpe soy",
  ],
});
