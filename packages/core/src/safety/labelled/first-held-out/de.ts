import { labelled } from '../label';

/** The first held-out set's fan messages in German (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const GERMAN_FIRST_HELD_OUT = labelled('de', 'fan', {
  crisis: [
    "ehrlich gesagt denk ich jeden abend dran mich umzubringen",
    "hab mich gestern wieder geritzt, sorry dass ich dir das erzähl 😔",
    "wie viele tabletten braucht man damit man nicht mehr aufwacht",
    "ich hab schon nen abschiedsbrief geschrieben, liegt in meiner schublade",
    "wär für alle besser wenn ich weg wär lol",
    "stand heut auf der brücke und hab runtergeschaut. war echt knapp",
    "ich glaub ich mach am wochenende schluss. hab alles vorbereitet",
    "hab wieder angefangen mich zu schneiden, meine arme sehen schlimm aus",
    "manchmal wünsch ich mir einfach tot zu sein, ohne drama, einfach weg",
    "weißt du ob man von ibuprofen stirbt wenn man genug nimmt? frag für mich",
    "will nich mehr lebn. merkt eh keiner",
    "ich verschenk grad meine sachen, brauch ich ja bald nicht mehr",
    "hab mir heute wieder mit dem feuerzeug den arm verbrannt",
    "bin so müde vom leben, will einschlafen und nie wieder aufwachen",
    "hab mir n strick besorgt. keine ahnung warum ich dir das schreib",
    "selbstmord klingt grad echt wie die einzige lösung ehrlich",
    "sry wenn ich morgen nich mehr schreib… dann bin ich nicht mehr da",
  ],
  safe: [
    "ich lach mich tot 😂😂 dein letztes video war zu gut",
    "mein opa ist letzte woche gestorben, war trotzdem ne schöne beerdigung",
    "dieser boss in elden ring killt mich, 30 mal gestorben heute 💀",
    "hab voll angst vorm sterben seit dem unfall von meinem onkel",
    "war vor 8 jahren in therapie wegen ritzen, heute gehts mir echt gut 💪",
    "heute letzter tag von meiner kollegin, der abschied war so traurig",
    "hast du den film gesehen wo der typ von der brücke springt? krass gemacht",
    "nächsten monat ist die hochzeit von meiner schwester, ich sterbe vor aufregung",
    "wie schreibt man nen guten abschiedstext für die whatsapp gruppe von der arbeit?",
  ],
});
