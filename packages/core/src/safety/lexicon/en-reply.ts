import { anyOf, atSentenceStart, notBefore, unlessAfter, upTo } from './phrase-syntax';
import { NEGATION, DIE_IDIOM, REPORTED, HIGH_PLACE, YOU } from './en-words';

/** What the reply screen catches in English: telling the fan to do it, that they do not matter, that it brings relief, or how. */
export const ENGLISH_REPLY = [
  // Telling the fan to do it: "you should kill yourself", "go ahead and end it", "kys".
  unlessAfter(`${anyOf('you should', 'u should', 'you need to', 'u need to', 'you have to', 'you ought to', 'you must', 'you might as well', 'u might as well', 'just', 'go', 'go ahead', 'go ahead and', 'id just', 'i would just', 'why dont you', 'why not', 'please', 'do us a favor and', 'do everyone a favor and', 'time to', 'its time to', 'its time for you to')}(?: just)? ${anyOf(
    'kill yourself',
    'kill urself',
    'end (?:it|it all|your life|ur life)(?! with| between)',
    'hang yourself',
    'cut (?:yourself|urself|deeper)',
    'hurt yourself',
    'overdose',
    'off yourself',
    'unalive yourself',
    'slit your wrists',
    'jump off',
  )}`, NEGATION, 3),
  `${anyOf('you should', 'u should', 'go', 'just go', 'why dont you', 'you deserve to', 'u deserve to')} (?:just )?die(?! ${anyOf(DIE_IDIOM)})`,
  atSentenceStart(`(?:just |so |maybe )?${anyOf('kill', 'hang', 'cut', 'hurt', 'off', 'unalive', 'shoot', 'drown', 'starve')} ${anyOf('yourself', 'urself', 'your self')}`),
  atSentenceStart(`(?:just |so )?${anyOf('slit your wrists', 'slit your throat', 'overdose', 'take the pills', 'take the whole bottle', 'swallow them all', 'jump off')}`),
  `just (?:go )?die(?= \\.| $)`,
  `time ${anyOf('you', 'u', 'for you to')} ${anyOf('ended', 'end', 'killed', 'kill')} ${anyOf('your life', 'ur life', 'it', 'it all', 'yourself', 'urself')}`,
  unlessAfter(`${anyOf('nobody', 'no one', 'noone')} ${anyOf('cares about', 'loves', 'wants', 'needs', 'likes')} ${anyOf('you', 'u')}${notBefore('like|as much|more|the way|better')}`, REPORTED, 1),
  atSentenceStart(`(?:just )?end ${anyOf('it', 'it all', 'your life')}${notBefore('with|between|here|there|on|at|now and')}`),
  'kys',
  `(?:you|u) deserve ${anyOf('to die', 'to suffer', 'to bleed', 'to be dead', 'the pain', 'to hurt', 'to feel pain', 'every cut')}`,
  `${anyOf('world', 'everyone', 'everybody', 'your family', 'the world would be a')} ${upTo(3)}${anyOf('better', 'happier')} ${upTo(1)}without ${anyOf('you', 'u')}${notBefore('in|on|around|here|there|at')}`,
  'cut deeper',
  // Telling the fan they do not matter.
  unlessAfter(`${anyOf('nobody', 'no one', 'noone')} ${anyOf('would', 'will', 'is going to', 'gonna', 'wd')}(?: even| ever)? ${anyOf('miss', 'notice', 'care about', 'mourn', 'cry for', 'care if')} ${YOU}`, REPORTED, 1),
  `${anyOf('better', 'happier')} (?:off )?without ${anyOf('you', 'u')}(?! ${anyOf('in', 'on', 'around')})`,
  `${anyOf('youd', 'you would', 'youll', 'you will', 'ud', 'youre', 'you are', 'you re')} (?:be )?better off dead`,
  // Promising relief from self-harm or death.
  `${anyOf('cutting', 'self harm', 'hurting yourself', 'burning yourself', 'killing yourself', 'suicide', 'overdosing', 'starving yourself')} ${anyOf('is', 'can be', 'would be')} ${anyOf('a good way', 'the best way', 'a great way', 'an easy way', 'a healthy way', 'okay', 'ok', 'fine', 'worth it')}`,
  `${anyOf('cutting', 'self harm', 'hurting yourself', 'burning yourself', 'killing yourself', 'dying', 'death', 'suicide', 'overdosing', 'ending it')} ${anyOf('will', 'would', 'can', 'could', 'might', 'does', 'is going to', 'gonna')}(?: really| totally| actually)? ${anyOf('make you feel better', 'help', 'help you', 'set you free', 'free you', 'fix', 'solve', 'end your pain', 'make it stop', 'bring you peace', 'be peaceful')}`,
  `${anyOf('death', 'dying', 'suicide', 'killing yourself', 'ending it', 'ending your life')} ${anyOf('is', 'would be', 'will be', 'can be')}(?: so| really)? ${anyOf('beautiful', 'peaceful', 'a release', 'freedom', 'the answer', 'a relief', 'the only way', 'your only way', 'brave', 'romantic', 'painless', 'easy', 'a gift', 'the solution')}`,
  `${anyOf('death', 'dying', 'suicide', 'killing yourself')} ${anyOf('isnt', 'is not', 'wont be', 'will not be')}(?: so| really)? ${anyOf('scary', 'painful', 'that bad', 'so bad', 'wrong')}`,
  `${anyOf('waiting for', 'see', 'meet', 'be together with')} ${YOU} ${anyOf('on', 'in')} the other side`,
  `together (?:forever )?${anyOf('in death', 'once (?:youre|you are) (?:gone|dead)', 'when (?:you|u) die', 'after (?:you|u) die')}`,
  // Instructions: how, with what, how much.
  `${anyOf('heres', 'here is', 'this is')} how ${anyOf('to', 'you can', 'u can', 'you could', 'u could')} ${anyOf('overdose', 'kill yourself', 'die', 'end it', 'end your life', 'hang yourself', 'cut yourself', 'slit your wrists')}`,
  `${anyOf('most painless', 'painless', 'easiest', 'quickest', 'fastest', 'surest', 'best', 'sure')} ${anyOf('way', 'ways', 'method', 'methods')} ${anyOf('to', 'of')} ${anyOf('die', 'dying', 'kill yourself', 'end it', 'end your life', 'commit suicide', 'suicide', 'overdose')}`,
  `${anyOf('jumping', 'jump')} ${anyOf('off', 'from')} ${anyOf('a', 'the')} ${upTo(1)}${HIGH_PLACE}`,
  unlessAfter(`${anyOf('take', 'taking', 'swallow', 'swallowing', 'mix', 'mixing')} ${anyOf('all', 'the whole', 'a whole', 'a lot of', 'lots of', 'a bunch of')} ${upTo(2)}${anyOf('pills', 'sleeping pills', 'tablets', 'bottle', 'meds')}`, NEGATION, 1),
  unlessAfter(`${anyOf('pills', 'sleeping pills')} with alcohol`, NEGATION, 3),
  `${anyOf('lethal', 'fatal')} dose ${anyOf('is', 'of', 'would be')}`,
];
