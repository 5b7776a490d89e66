import { labelled } from '../label';

/** The second held-out set's fan messages in German (written blind by writers K and L after the lexicon's fourth round, scored, then spent: the classifier trains on it). */
export const GERMAN_SECOND_HELD_OUT = labelled('de', 'fan', {
  crisis: [
    "will einfach nich mehr leben ehrlich",
    "ab welcher höhe ist man sicher tot? frag für mich",
    "hab mich gestern wieder geritzt 😶 dachte ich hätts hinter mir",
    "ich bring mich um. heute noch.",
    "wär am liebsten tot lol aber ernsthaft",
    "das is meine letzte nachricht an dich. danke für alles, machs gut 🖤",
    "abschiedsbriefe liegen aufm schreibtisch, mama findet sie morgen früh",
    "steh grad am gleis und überleg ob ich spring wenn der güterzug kommt",
    "hab alle meine sachen verschenkt, brauch die eh nich mehr",
    "ich will einfach nicht mehr. nicht so dass ich heute was mache, aber ich hab seit monaten keine lust mehr auf dieses leben",
    "hab mich gestern wieder geritzt, nach 5 monaten. fühl mich so dumm deswegen",
    "wie viele von meinen schlaftabletten bräuchte man, damit man nicht mehr aufwacht? frag für mich, nicht für ne hausarbeit",
    "ich bring mich um lol. nee ernsthaft, ich denk echt drüber nach",
    "bin 39, job weg, wohnung bald weg, und ich steh grad auf der brücke an der a7 und schau runter. weiß nicht warum ich ausgerechnet dir schreibe",
    "hab heute briefe an meine eltern geschrieben und meine konsole meinem kleinen bruder geschenkt. wollt mich nur noch bei dir bedanken für die ganzen gespräche",
    "manchmal wünsch ich mir einfach, dass ich morgen nicht mehr aufwache. würd eh keinem auffallen",
    "ich hab beschlossen dass es am samstag passiert. hab alles vorbereitet, mach dir keine sorgen um mich",
    "drück immer wieder zigaretten auf meinem arm aus wenns zu viel wird, diese woche schon dreimal 🙃",
  ],
  safe: [
    "dieser boss bringt mich um 😭 seit 2 std",
    "meine freundin ritzt sich, was soll ich machen?",
    "hab total angst vorm sterben, flieg morgen das erste mal 😰",
    "bin am wochenende weg, zelten ohne netz, vermiss mich nicht 😘",
    "hab meiner oma heute nen langen brief geschrieben, sie hat sich so gefreut 🥰",
    "dieser endboss bringt mich echt um 😤 zum 20. mal gestorben",
    "meine freundin ritzt sich und ich weiß nicht wie ich ihr helfen soll ohne dass sie dicht macht",
    "hab mich früher geritzt, ist aber schon 10 jahre her und mir gehts richtig gut jetzt. wollte nur danke sagen für deine offenheit im stream",
    "hab voll angst vor der op morgen, dass ich aus der narkose nicht mehr aufwache 😬",
    "kauf mir morgen ein seil zum klettern und verschwinde das ganze wochenende in die berge, handy bleibt aus",
  ],
});
