import { labelled } from './label';

/** Fan messages in German. */
export const GERMAN_FAN = labelled('de', 'fan', {
  crisis: [
    'ich will nicht mehr leben',
    'ich will sterben',
    'ich denke darüber nach mich umzubringen',
    'hab mich wieder geritzt',
    'wie viele tabletten braucht man um zu sterben',
    'ich bring mich heute nacht um',
    'hab selbstmordgedanken',
    'alle wären besser dran ohne mich',
    'ich habe keinen grund mehr zu leben',
    'ich will einfach nicht mehr aufwachen',
    'suizidgedanken seit wochen, keine ahnung was ich machen soll',
    'ich möchte mir das leben nehmen',
  ],
  safe: [
    'der verkehr bringt mich um',
    'ich sterbe vor hunger',
    'ich lach mich tot 😂',
    'hab einen film über einen selbstmord gesehen',
    'die katze meiner freundin ist gestorben',
    'endlich den boss in elden ring getötet',
    'hab mir die haare geschnitten',
    'ich könnte für eine pizza töten',
    'totmüde nach der arbeit',
    'hab mich beim kochen geschnitten, aua',
    'der selbstmord des sängers war in den nachrichten',
    'ich will nicht sterben ohne dich einmal live gesehen zu haben',
    'meine mama bringt mich um wenn ich zu spät komme',
    'na, wie war dein tag?',
  ],
});
