import { across, anyOf, upTo } from './phrase-syntax';

/* The German lexicon's word lists: other people, long ago, body parts, pills, wishes and dying. */

/** Someone else wants to kill the fan ("meine Mutter wird mich umbringen"): an idiom, not intent. */
export const OTHERS_WILL = 'wird|werden|wurde|wurden|wirst|er will|sie will|sie wollen|wollen|willst|bringt|bringen|früher|damals|als kind|als teenager';
export const THIRD_PERSON = 'er|sie|seine|ihre|meine freundin|mein freund|meine schwester|mein bruder|mein kumpel|uber einen|uber den|des|der';
/** Also "in den Ritzen" (cracks) and people who cut themselves ("sie ritzt sich"). */
export const OTHERS_CUT = `${THIRD_PERSON}|den|die|in den|in die|hat sich|hatte sich|sich`;
/** Self-harm or an attempt in the past the fan has recovered from ("vor 6 Jahren hab ich mich geritzt", "2 jahre ohne ritzen": the guards see what follows "ohne" as the phrase itself). */
export const LONG_AGO = `phase|schlimme zeit|früher|damals|als kind|als teenager|in der schule|in der schulzeit|in der pubertät|mit [0-9]+|mit (?:anfang|mitte|ende) [0-9]+|vor (?:[0-9]+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|ein paar|einigen|vielen) jahren|vor jahren|vor langer zeit|jahrelang|(?:[0-9]+|ein|eine|einem|einen|zwei|drei|vier|fünf|sechs) (?:tage|tagen|wochen|monat|monate|monaten|jahr|jahre|jahren) (?:ohne|clean|frei)(?= (?:vom |von |von der )?(?:ritzen|sv|selbstverletzung|mich zu ritzen|zu ritzen|mich zu verletzen)(?= ))(?! ${across(12)}(?:rückfall|schon wieder|wieder geritzt|wieder angefangen)(?= ))`;
/** Years ago, counted ("vor zwei Jahren", "mit Anfang 20"): unlike "damals" or "früher", never the start of a fresh relapse. */
export const YEARS_AGO = 'vor (?:[0-9]+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|ein paar|einigen|vielen) jahren|mit (?:anfang |mitte |ende )?[1-9][0-9](?! [0-9])|jahre her';
/** A dating years back, without YEARS_AGO's ages: the past guard's (de.ts PAST_TELLING), which needs an attempt's verb beside it. */
export const DATED_YEARS_BACK = 'vor (?:[0-9]+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|fünfzehn|zwanzig|ein paar|einigen|vielen) jahren|vor jahren|vor langer zeit|(?:[0-9]+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|ein paar|einige|viele) jahre her';
/** Recovered, told after the phrase ("früher hatte ich suizidgedanken, seit der therapie ist das weg"). */
export const RECOVERED_SINCE = `(?! ${across(10)}(?:seit der therapie|ist das weg|sind die weg|sind sie weg|geht es mir (?:viel )?besser|gehts mir (?:viel )?besser|bin ich stabil|ist das vorbei)(?= ))`;
export const RECOVERED_AFTER = `(?! ${upTo(6)}(?:jahre her|jahren her|ist ${upTo(3)}her|(?:seit|schon) [0-9]+ jahren (?:clean|frei|nicht mehr)))`;
export const BODY = anyOf('die arme', 'den arm', 'den unterarm', 'die handgelenke', 'das handgelenk', 'die pulsadern', 'die beine', 'das bein', 'den oberschenkel', 'die oberschenkel', 'die haut', 'den bauch', 'die hüfte');
export const BODY_BARE = anyOf('arm', 'arme', 'unterarm', 'unterarme', 'handgelenk', 'handgelenke', 'pulsadern', 'bein', 'beine', 'oberschenkel', 'schenkel', 'haut', 'bauch', 'hüfte', 'hand');
export const PILLS = anyOf('insulin', 'schmerzmittel', 'schmerztabletten', 'aspirin', 'lithium', 'tramadol', 'morphin', 'tabletten', 'pillen', 'schlaftabletten', 'ibus', 'ibu', 'ibuprofen', 'paracetamol', 'tabs', 'medikamente', 'antidepressiva', 'benzos', 'tavor', 'diazepam');
/** Wanting: "ich will", "ich möchte", "ich wünsch mir", "ich hoffe". */
export const WISH = anyOf('will', 'wil', 'möchte', 'möchte am liebsten', 'würde gern', 'würde gerne', 'würd gern', 'würd gerne', 'würd am liebsten', 'würde am liebsten', 'hätte gern', 'hätt gern', 'wünsche mir', 'wünsch mir', 'wünschte', 'wünsch ich mir', 'wünsche ich mir', 'hoffe', 'hoff', 'hoff ich', 'hoffe ich', 'bete', 'sehne mich danach');
export const FILLER = `(?:${anyOf('einfach', 'nur', 'nur noch', 'am liebsten', 'endlich', 'jetzt', 'heute', 'bald', 'echt', 'wirklich', 'so', 'manchmal', 'jeden abend', 'jede nacht', 'jeden tag', 'oft', 'so oft', 'immer öfter', 'grad', 'gerade', 'wieder', 'dass ich', 'das ich')} ){0,3}`;
export const DIE = anyOf('sterben', 'tot sein', 'tot wäre', 'tot bin', 'mich umbringen', 'mich töten', 'mich selbst töten', 'mich umzubringen', 'mir das leben nehmen', 'mir das leben zu nehmen', 'nicht mehr aufwachen', 'nicht mehr aufwach', 'nicht mehr aufwache', 'nie wieder aufwachen', 'nie mehr aufwachen', 'nie wieder aufwache', 'nicht mehr leben', 'nicht mehr da sein', 'nicht mehr existieren', 'für immer einschlafen', 'für immer schlafen', 'einschlafen und nie', 'einzuschlafen und nie', 'nicht mehr aufzuwachen', 'nie wieder aufzuwachen', 'verschwinden für immer', 'für immer verschwinden', 'für immer weg sein', 'weg sein für immer', 'ich wäre tot', 'ich wär tot', 'tot wär', 'tot zu sein', 'nicht mehr da zu sein', 'nicht mehr zu leben', 'nicht mehr zu existieren', 'den tod', 'meinen tod');

/** Round 3: a trip, a view or a move, not an ending ("morgen bin ich weg, urlaub!"). */
export const ROUND3_NOT_TRIP = `(?! ${across(12)}${anyOf('urlaub', 'reise', 'umzug', 'flug', 'ferien', 'festival', 'klassenfahrt', 'aussicht', 'sonnenuntergang', 'foto', 'fotos', 'feuerwerk', 'stau', 'ausflug', 'wandern', 'konzert')}(?= ))`;
/** Round 3: someone else hurt the fan, or hurt themself ("er hat mir absichtlich …", "meine schwester hat sich …"). */
export const ROUND3_NOT_OTHERS = `(?<! ${anyOf('er', 'sie', 'jemand', 'mein bruder', 'meine schwester', 'mein vater', 'meine mutter', 'mein freund', 'meine freundin', 'hat sich', 'hatte sich', 'früher', 'damals', 'als kind')} [^.]{0,100})`;
/** Round 3: self-harm done, by any means. */
export const SELF_HARM_DONE = anyOf('verbrannt', 'verbrüht', 'verbrenne', 'verbrenn', 'gekratzt', 'aufgekratzt', 'zerkratzt', 'geschlagen', 'geritzt', 'geschnitten', 'verletzt', 'wehgetan', 'weh getan', 'gebissen', 'blutig gekratzt', 'blutig geschlagen', 'gegen die wand geschlagen');

/**
 * Round 4 (issue #33): chat German drops letters ("will nich mehr lebn", "is", "heut", "nimmer"),
 * and "mich töten lassen" is a game's respawn, not intent. Whole words only,
 * so "weiterleben" stays as it is.
 */
export const chatSpellings = (source: string): string =>
  source
    .replace(/(?<![a-zäöüß\\])nicht mehr(?![a-zäöüß])/g, '(?:nicht mehr|nimmer)')
    .replace(/(?<![a-zäöüß\\])leben(?![a-zäöüß?])/g, 'lebe?n')
    .replace(/(?<![a-zäöüß\\])sterben(?![a-zäöüß?])/g, 'sterbe?n')
    .replace(/(?<![a-zäöüß\\])ist(?![a-zäöüß?])/g, 'ist?')
    .replace(/(?<![a-zäöüß\\])heute(?![a-zäöüß?])/g, 'heute?')
    .replace(/(?<![a-zäöüß\\])töten(?![a-zäöüß?])/g, 'töten(?! lassen)');
