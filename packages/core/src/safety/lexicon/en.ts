import { ENGLISH_FIFTH_ROUND } from './fifth-round';
import { ENGLISH_SHARED_FAMILIES } from './shared-families';
import { ENGLISH_PAST_TELLING, ENGLISH_OTHERS_WISH, ENGLISH_RECOVERY } from './past-and-others';
import { toldAsRecovered } from './told-as-recovered';
import { across, acrossWithout, anyOf, atPhraseEnd, gapWithout, bundled, headUnlessAfter, notBefore, toldAsPast, othersWish, unlessAfter, upTo, withSpellings, type LanguageLexicon } from './phrase-syntax';
import { MOVING, NEGATION, THIRD_PERSON, OTHER_SUBJECT, WANT, I_WILL, DIE_IDIOM, SELF_HARM_ACT, ACCIDENT, BODY_HARM_ACT, BODY, METHOD_GOAL, HIGH_PLACE, FAMILY, IF_GONE, HERE_BENIGN, PILLS, MEANS_BENIGN } from './en-words';
import { ENGLISH_COOCCURRENCE, ENGLISH_FAMILIES, ENGLISH_CATEGORY_FAMILIES } from './en-families';
import { ENGLISH_REPLY } from './en-reply';
import { ENGLISH_SELF_HARM_INTENT } from './self-harm-intent';

const written = [
  // Ideation and intent: "i want to die", "wanna die so bad", "i'd rather be dead".
  // The guard's lookbehind runs only after "die" matched, and skips the few words in between generically.
  `${WANT} (?:to )?(?:just )?(?:[^ .]+ and )?die(?<! ${anyOf(`${NEGATION}|${OTHER_SUBJECT}`)} ${upTo(1)}${WANT} ${upTo(4)}die)(?! ${anyOf(DIE_IDIOM)})`,
  `${anyOf('i should', 'wish i could', 'wish i would', 'hope i', 'time for me to', 'ready to', 'i deserve to')} (?:just )?die(?! ${anyOf(DIE_IDIOM)})`,
  unlessAfter(`${anyOf('want', 'wanna', 'need')} out of (?:this )?life`, 'what|all|everything|things', 2),
  `${anyOf('wont', 'will not', 'not going to', 'dont think ill', 'dont think i will')} be ${anyOf('around', 'here', 'alive')} ${anyOf('much longer', 'for much longer', 'anymore', 'for long')}`,
  `${anyOf('wont', 'will not', 'not going to', 'dont think ill', 'dont think i will')} be ${anyOf('around', 'here', 'alive')} ${upTo(5)}${anyOf('much longer', 'for much longer')}`,
  `${anyOf('wont', 'will not', 'not going to', 'dont think ill', 'dont think i will')} be alive ${anyOf('tomorrow', 'by tomorrow', 'next week', 'by morning')}`,
  `${anyOf('looking up', 'looked up', 'googling', 'googled', 'searching', 'searched', 'researching', 'researched')} ${upTo(1)}${anyOf('ways', 'how', 'methods')} to ${anyOf('die', 'kill myself', 'commit suicide', 'end it', 'end my life', 'overdose')}`,
  `${anyOf('gun', 'pistol', 'rifle')} ${upTo(4)}${anyOf('on myself', 'to my head', 'at my head', 'in my mouth')}`,
  'use it on myself',
  headUnlessAfter(`${anyOf('my own', 'planning my', 'plan my')}`, 'late|late to|late for|show up to', 1, ` funeral`),
  `hope i ${anyOf('get hit by', 'crash', 'never wake', 'dont wake', 'die in my sleep')}`,
  `${anyOf('think', 'thinking', 'thought', 'dream', 'dreaming', 'fantasize', 'fantasizing', 'obsessed with')} ${anyOf('about', 'of')} ${anyOf('dying', 'death', 'being dead', 'not being alive', 'not existing')}(?! ${anyOf(DIE_IDIOM)})`,
  `${anyOf('want', 'wanna', 'wish i could', 'just want to', 'need to')} (?:to )?${anyOf('stop existing', 'stop living', 'cease to exist', 'disappear forever', 'sleep forever', 'not exist', 'not be alive', 'not wake up')}(?<! ${anyOf(NEGATION)} ${upTo(1)}${anyOf('want', 'wanna', 'could', 'want to', 'need to')} ${upTo(2)}${anyOf('existing', 'living', 'exist', 'forever', 'alive', 'up')})`,
  `${anyOf('what if', 'hope', 'wish')} i ${upTo(1)}${anyOf('didnt', 'dont', 'never', 'wont')} wake up`,
  `${anyOf('want to', 'wanna', 'wish i', 'rather', 'better off', 'prefer to', 'id be', 'should be')} (?:be |was |were |being )?dead(?! ${anyOf('tired', 'inside', 'serious')})`,
  `wish (?:i|id) ${anyOf('was', 'were', 'had')} (?:never (?:been )?born|not alive|dead|never existed)`,
  `wish ${anyOf('id', 'i had', 'i')} ${upTo(1)}never ${anyOf('been born', 'was born', 'existed', 'woke up')}`,
  `wish i ${anyOf('never existed', 'didnt exist', 'did not exist', 'wasnt alive', 'wasnt born', 'could stop existing')}`,
  `${anyOf('cant', 'cannot', 'can not', 'dont think i can', 'not sure i can', 'dont know if i can', 'idk if i can')} ${anyOf('go on living', 'keep living', 'keep on living', 'keep existing', 'live like this anymore', 'live like this', 'go on anymore', 'keep going anymore')}${notBefore('paycheck|in|with|at|here|there|on|off')}(?! ${across(6)}${anyOf('roommates?', 'room mates?', 'job', 'boss', 'school', 'class', 'mess', 'house', 'apartment', 'neighbou?rs?', 'noise', 'landlord', 'commute', 'wifi', 'lol', 'haha')}(?= ))`,
  headUnlessAfter(`${anyOf('give up', 'giving up', 'gave up')}`, NEGATION, 1, ` on ${anyOf('life', 'living')}${notBefore('in|with|here|at|there|on|off')}`),
  `life ${anyOf('isnt', 'is not', 'aint', 's not')} worth it`,
  // Not "off myself": folded, it is "of myself" ("proud of myself"); I_WILL guards it below.
  headUnlessAfter(`${anyOf('kill', 'hang', 'shoot', 'drown', 'unalive', 'end', 'suicide')}`, NEGATION, 2, ` (?:my ?self|meself)${notBefore('doing (?:that|this)|up there|(?:falling|slipping) off (?:a|the|that|my) (?:ladder|roof|bike|motorbike|board|skateboard|scooter)|on (?:that|this|the|a|my) (?:bike|motorbike|ladder|roof|board|skateboard|scooter|stairs)')}`),
  headUnlessAfter(`(?:killing|hanging|shooting|drowning|unaliving|ending|offing)`, NEGATION, 2, ` my ?self${notBefore('at|with|over|for|working|studying|trying|to|laughing|in the gym')}`),
  `${I_WILL} off myself`,
  headUnlessAfter(`kms`, '\\d+', 0, `${notBefore('away|from|far|per|an hour|a day|left|to go')}`),
  'unalive (?:me|myself)',
  headUnlessAfter(`${anyOf('end', 'ending', 'take', 'taking')}`, NEGATION, 2, ` my (?:own )?life`),
  headUnlessAfter(`${anyOf('end', 'ending')}`, NEGATION, 2, ` it all`),
  `${anyOf('im', 'i am', 'am', 'just', 'finally')} ending ${anyOf('it', 'it all', 'things', 'everything')}${notBefore('with|between|for us|here|off|at|on|in|early|now and')}`,
  `${anyOf('just', 'gonna', 'going to', 'want to', 'wanna', 'will', 'should', 'ready to', 'about to', 'might', 'ill', 'im', 'decided to')} end ${anyOf('it', 'things', 'everything')}${notBefore('with|between|for us|here|off|at|on(?! (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|my birthday))|in|early|now and')}`,
  // A plan the fan has been making ("been planning to end things this week"), not a fanfic's or a lease's end.
  `${anyOf('been planning to', 'im planning to', 'i am planning to', 'ive been planning to')} end ${anyOf('things', 'everything', 'it all', 'my life', 'it')}${notBefore('with|between|by|next|after|at|before|early|soon|for|on|in|the|this chapter|here')}`,
  // Hopelessness about living: "no reason to live", "don't want to be alive anymore", "tired of living".
  `${anyOf('no', 'any', 'nothing', 'zero', 'see a')} (?:[^ .]+ )?${anyOf('reason', 'reasons', 'point', 'purpose')} (?:for me )?(?:to|in|of|for) ${anyOf('live', 'living', 'be alive', 'being alive', 'keep living', 'stay alive', 'keep going', 'stay', 'stick around', 'be here')}${notBefore('in|here|there|with|at|near|so|like that|for (?:the|this|a|dinner|lunch)|up|over|home|late|until|till|on')}`,
  'nothing (?:left )?to live for',
  `${anyOf('isnt', 'is not', 's not', 'not', 'aint', 'no longer')} worth living`,
  `${anyOf('dont', 'do not', 'no longer', 'never')} ${anyOf('want', 'wanna', 'wish')} (?:to )?${anyOf('live', 'be alive', 'exist', 'wake up')}${notBefore('in|there|with|near|on|at|so|until|till|early|before|without|together')}`,
  `${anyOf('dont', 'do not')} ${anyOf('want', 'wanna')} (?:to )?be ${anyOf('here', 'around')} ${anyOf('anymore', 'any more', 'no more')}${notBefore(HERE_BENIGN)}`,
  `${anyOf('tired', 'sick', 'done')} ${anyOf('of', 'with')} ${anyOf('living', 'being alive', 'life', 'existing')}${notBefore('in|with|here|at|paycheck|off|on|under|alone|next|near|so|from|out of|by|as|at home|together|without')}`,
  `${anyOf('sleep', 'want', 'wish', 'hope', 'hoping', 'enough', 'wanna', 'pray', 'praying')} ${upTo(5)}${anyOf('never', 'not', 'dont')} (?:wake|waking) up${notBefore('early|late|before|on time|in time|till|until|at|when|tired|sick|with|for')}`,
  `${anyOf('no one', 'noone', 'nobody')} ${anyOf('would', 'will', 'wd')}(?: even)? ${anyOf('notice', 'care', 'miss me')} ${upTo(2)}if i ${anyOf('died', 'die', 'was dead', 'was gone', 'were gone', 'disappeared', 'killed myself', 'wasnt here', 'was not here')}`,
  `${anyOf('better', 'happier')} (?:off )?${anyOf('without me', 'if i (?:was|were|am|m) (?:dead|gone)')}`,
  `last time ${anyOf('you', 'u', 'youll', 'ull', 'anyone')} ${upTo(1)}${anyOf('hear', 'see', 'talk')} ${upTo(1)}${anyOf('from', 'to')} me`,
  `${anyOf('goodbye', 'bye')} forever`,
  'by the time (?:you|u) read this',
  // Suicide named as the fan's own thought or plan, not a topic ("a movie about a suicide").
  headUnlessAfter(`(?:suicid(?:al|le|el|ial)|sucidal|suisidal)`, THIRD_PERSON, 2, `${notBefore('prevention|hotline|awareness|rate|character|people|friend')}`),
  `${anyOf('think', 'thinking', 'thought', 'thoughts', 'considering', 'consider', 'contemplating', 'planning', 'plan', 'want', 'wanna', 'gonna', 'will', 'ready')} (?:about |of |to )?(?:committing |commit |do )?${anyOf('suicide', 'suicde', 'sucide', 'suiside', 'suicid', 'suiciding')}`,
  headUnlessAfter(anyOf('tried', 'attempted', 'almost'), `${THIRD_PERSON}|man|woman|guy|girl|who|grandma|grandpa|uncle|aunt|character|movie|book|show|song|we`, 3, ` (?:to )?(?:commit |committing )?${anyOf('suicide', 'suicde', 'sucide', 'suiside')}${notBefore('in (?:the )?(?:\\d+s|past)|when (?:she|he|they)|as a|scene|attempt')}`),
  `${anyOf('my', 'wrote a', 'writing a', 'write a', 'written a', 'wrote my', 'writing my')} suicide ${anyOf('note', 'letter', 'plan', 'attempt')}`,
  `${anyOf('planning', 'plan', 'planned', 'preparing', 'prepare')} my ${anyOf('suicide', 'death')}`,
  `${anyOf('should i', 'i should', 'i might', 'im going to', 'im gonna', 'i will', 'ill', 'i want to', 'i wanna')} (?:just )?${anyOf('commit', 'attempt', 'do')} suicide`,
  `${anyOf('sewerslide', 'sewer slide', 'self delete', 'self deleting', 'unalive', 'unaliving')}${notBefore('is|was|in|of|the|a|an|my|your|ur|his|her|him|them|their|this|that|these|those|someone|somebody|everyone|people|characters?')}`,
  `${anyOf('blow', 'blowing', 'put a bullet', 'putting a bullet')} ${anyOf('my brains out', 'in my head', 'through my head')}`,
  `suicide ${anyOf('feels', 'seems', 'is', 'looks', 'sounds')}(?: like)? ${anyOf('the', 'my')} only ${anyOf('way', 'option', 'answer', 'choice', 'solution', 'way out')}`,
  headUnlessAfter('suicide', `${THIRD_PERSON}|movie|book|show|song|novel|series|episode|anime|game`, 3, ` ${upTo(4)}${anyOf('sound', 'sounds', 'seem', 'seems', 'feel', 'feels', 'look', 'looks', 'sounding', 'seeming', 'feeling', 'looking')} (?:like |as )?${anyOf('the', 'my', 'a')} (?:only |best |right |good |real |easiest |better )?${anyOf('answer', 'option', 'solution', 'way out', 'choice', 'escape', 'plan', 'way', 'idea')}${notBefore('for (?:him|her|them|the character)|in (?:the|that) (?:book|movie|show|game)')}`),
  `${anyOf('i', 'im', 'gonna', 'will', 'going to', 'want to')} ${anyOf('attempt', 'commit', 'try')} suicide`,
  // Plans and method questions: "how many pills would kill me", "how high a bridge to die".
  `how ${anyOf('many', 'much')} ${upTo(9)}${METHOD_GOAL}`,
  `${anyOf('lethal', 'fatal', 'deadly')} ${anyOf('dose', 'amount', 'overdose')}`,
  `${anyOf('most painless', 'painless', 'easiest', 'quickest', 'fastest', 'surest', 'best', 'quick')} ${anyOf('way', 'ways', 'method', 'methods')} ${anyOf('to', 'of')} ${anyOf('die', 'dying', 'kill myself', 'end it', 'end my life', 'commit suicide', 'suicide', 'kill yourself', 'kill urself')}`,
  `how ${anyOf('long', 'fast', 'quickly')} ${upTo(4)}${anyOf('bleed out', 'to die', 'die from', 'suffocate', 'to drown', 'overdose')}`,
  `what happens if ${anyOf('i', 'you', 'u', 'someone')} ${anyOf('take', 'took', 'swallow', 'overdose', 'od', 'drink', 'mix')} ${anyOf('\\d+', 'a lot of', 'too many', 'all', 'a whole bottle', 'the whole bottle', 'a bottle')}`,
  `can ${anyOf('you', 'u', 'i', 'someone')} die ${anyOf('from', 'if')} ${upTo(2)}${anyOf('taking', 'take', 'overdosing', 'swallowing', 'pills', 'tylenol', 'advil', 'ibuprofen', 'paracetamol', 'insulin', 'bleach', 'jumping')}`,
  `${anyOf('standing', 'sitting', 'im')} on ${anyOf('the', 'a')} ${anyOf('ledge', 'edge of the roof', 'edge of the bridge', 'railing of the bridge')}`,
  `standing on ${anyOf('the', 'a', 'my')} ${anyOf('roof', 'bridge', 'balcony railing')} ${anyOf('right now', 'now', 'ready')}`,
  `how ${anyOf('high', 'tall', 'far')} ${upTo(8)}${anyOf('to die', 'die', 'kill me', 'kill you', 'be fatal', 'be lethal', 'lethal', 'fatal')}`,
  headUnlessAfter(`${anyOf('jump', 'jumping', 'throw myself', 'throwing myself')}`, 'character|characters|game|player|he|she|they|we|you|u|who', 3, ` ${anyOf('off', 'from')} ${anyOf('a', 'the', 'my', 'this')} ${upTo(1)}${HIGH_PLACE}`),
  `${anyOf('jump', 'jumping', 'step', 'stepping', 'throw myself', 'walk', 'walking', 'lie down')} ${anyOf('in front of', 'infront of', 'under')} (?:a |the )?${anyOf('train', 'car', 'bus', 'truck', 'subway', 'tram')}`,
  `${anyOf('overdose', 'overdosing', 'od', 'oding')} (?:[^ .]+ )?on purpose`,
  `${anyOf('gonna', 'going to', 'want to', 'wanna', 'will', 'plan to', 'planning to', 'thinking about', 'thinking of', 'about to', 'try to', 'tried to', 'ill')} ${anyOf('overdose', 'od', 'overdosing')}${notBefore('on (?:coffee|caffeine|sugar|chocolate|love|cuteness|you|u)')}`,
  `${anyOf('take', 'took', 'taking', 'swallow', 'swallowed', 'swallowing')} (?:${anyOf('like', 'about', 'around', 'maybe', 'over')} )?${anyOf('all', 'a bunch of', 'the whole', 'a whole', 'the rest of', 'too many', 'way too many', 'a lot of', 'all of my', 'all my', '\\d+')} ${upTo(3)}${anyOf('pills', 'meds', 'bottle', 'tablets', 'pack', 'sleeping pills', 'painkillers')}${notBefore('with (?:me|u|you|food|water)|on (?:the|my) (?:trip|vacation|flight)|to (?:the|my|work|school)|for (?:the|my) (?:trip|week|vacation)')}`,
  `${anyOf('have', 'got', 'holding', 'counted', 'saved', 'saving', 'stockpiling', 'collected')} ${anyOf('the', 'all the', 'my', 'enough')} ${anyOf('pills', 'meds', 'tablets', 'painkillers', 'rope', 'gun')} ${anyOf('in my hand', 'ready', 'right here', 'next to me', 'in front of me', 'to do it', 'to end it', 'up')}${notBefore(MEANS_BENIGN)}`,
  // "noose" folds to "nose", so it needs a verb that only a noose takes.
  `${anyOf('bought', 'got', 'buy', 'tied', 'tie', 'tying', 'made')} a rope${notBefore('for(?! (?:me|myself|tonight|it))|to (?:tie|hang (?:the|a|my) (?:hammock|swing|laundry|clothes))')}`,
  `${anyOf('tied', 'tie', 'tying', 'made', 'making')} a noose`,
  `if i ${anyOf('jumped', 'jump', 'fell', 'fall', 'threw myself', 'throw myself')} ${anyOf('from', 'off', 'out of', 'of')} ${upTo(2)}${HIGH_PLACE} ${gapWithout(3, 'into|in|onto|with|on')}${anyOf('would i', 'will i', 'could i', 'do you think i', 'would it')} ${anyOf('die', 'survive', 'be dead', 'kill me', 'make it', 'be quick', 'hurt')}${notBefore('lol|lmao|haha')}`,
  `if ${anyOf('you', 'u', 'yall', 'anyone')} ${anyOf('dont', 'never', 'do not')} hear from me ${across(4)}${anyOf('thats why', 'you know why', 'u know why', 'know that i', 'i love', 'goodbye', 'its not your fault', 'its not ur fault', 'thank (?:you|u) for', 'dont blame', 'im gone', 'i did it', 'i ended it', 'it was my choice')}(?! ${across(4)}${anyOf('wifi', 'signal', 'phone', 'busy', 'trip', 'camp\\w*', 'vacation', 'flight', 'exam', 'work', 'shift', 'grounded', 'lol', 'haha')}(?= ))`,
  `${anyOf('by', 'after', 'before')} ${anyOf('tonight', 'tomorrow', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'the weekend', 'this weekend', 'next week', 'morning', 'my birthday')} ${anyOf('ill', 'i will', 'im gonna', 'i am going to')} ${anyOf('be gone', 'be dead', 'not be here', 'not be alive', 'be gone for good', 'be free', 'not exist')}${atPhraseEnd('', 'for good|forever|i think|i promise|sorry')}(?! ${across(6)}${anyOf('trip', 'vacation', 'holiday', 'flight', 'camp\\w*', 'visit\\w*', 'moving', 'move', 'work', 'school', 'uni', 'home', 'back', 'lol', 'haha')}(?= ))`,
  `${anyOf('living', 'existing', 'being alive', 'life', 'my life', 'being me')} ${anyOf('is', 'feels', 'has become', 's')} ${anyOf('too hard', 'too much', 'unbearable', 'pointless', 'torture', 'hell', 'exhausting', 'meaningless', 'not worth it')} ${across(4)}${anyOf('dont (?:want|wanna) (?:to )?do it anymore', 'dont (?:want|wanna) (?:to )?anymore', '(?<!(?:dont|do not|never|not|didnt) )want (?:it|this) to end', 'i want out', 'want to stop', 'want to die', 'wanna die', 'wanna stop', 'done with it', 'cant anymore')}`,
  `${anyOf('want', 'wish', 'need')} my life to ${anyOf('end', 'be over', 'stop')}${notBefore('like|in|with|as|the way|happily|differently|up|on|at')}`,
  `${anyOf('life', 'my life', 'living', 'existing')} ${across(8)}(?<!(?:dont|do not|never|not|didnt) )${anyOf('want', 'need', 'wish')} ${anyOf('it', 'it all', 'everything')} to ${anyOf('end', 'be over', 'stop')}(?= \\.| $| tbh| already| now| for good| forever)`,
  `${anyOf('planning it', 'planned it', 'planning this', 'ive decided', 'i decided', 'its decided', 'made up my mind', 'picked the day', 'picked a day', 'everything is ready', 'im ready')} ${across(6)}${anyOf('sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'tonight', 'tomorrow', 'this weekend')} ${anyOf('is', 's')} the ${anyOf('day', 'night')}${atPhraseEnd('', 'i think|sorry|goodbye')}(?! ${across(6)}${anyOf('party', 'surprise', 'wedding', 'proposal', 'propose', 'concert', 'trip', 'move', 'moving', 'launch', 'premiere', 'exam', 'test', 'interview', 'date', 'lol', 'haha')}(?= ))`,
  `sh ${anyOf('urges', 'urge', 'thoughts', 'cravings')}(?<! ${anyOf(THIRD_PERSON)} ${upTo(4)}sh [a-z]+)`,
  `(?:the |my )?noose ${anyOf('is', 's')} ${anyOf('tied', 'ready', 'set up', 'hung', 'hanging', 'done')}`,
  `${anyOf('dont know', 'idk', 'not sure', 'no idea', 'dunno')} how ${anyOf('much longer', 'long')} i ${anyOf('can', 'could', 'will', 'can even')} ${anyOf('keep going', 'go on', 'hold on', 'keep doing this', 'keep living', 'stay alive', 'survive', 'take this', 'keep fighting')}${notBefore('at|in|with|job|class|school|without|lol|haha|for|on|like this at')}`,
  `${anyOf('im done', 'i give up', 'im so tired', 'cant do this anymore')} ${acrossWithout(5, 'chat|group|gc|class|job|school|server|team|game|relationship|drama|fandom')}i (?:just )?want out(?= \\.| $)`,
  `${anyOf('slit', 'slitting', 'slice', 'slicing', 'cut', 'cutting', 'open')} (?:my|both)(?: own)? ${anyOf('wrist', 'wrists', 'throat', 'veins', 'vein')}`,
  // Self-harm: cutting, burning, hitting themselves (not "cut myself a slice", "burned myself on the oven").
  // Any act on "myself"; only cutting, burning and slitting on a body part ("hurt my arm" is an accident). One pattern, so the long guards are written once.
  headUnlessAfter(`(?:${SELF_HARM_ACT}|slit|slitting)`, `${NEGATION}|${THIRD_PERSON}`, 1, ` (?:my ?self|(?<= ${BODY_HARM_ACT} )my ${BODY})${notBefore(ACCIDENT)}`),
  headUnlessAfter(`${anyOf('scratch', 'scratching', 'scratched')}`, `${anyOf('cat', 'cats', 'kitten', 'dog', 'puppy', 'bird', 'hamster', 'it', 'she', 'he', 'they', 'baby')}`, 1, ` ${upTo(3)}${anyOf('till', 'until')} ${upTo(1)}${anyOf('bleed', 'bleeds', 'bled', 'bleeding')}`),
  `${anyOf('i still', 'still', 'started to', 'i', 'want to', 'urge to', 'urges to')} ${anyOf('cut', 'self harm', 'burn myself')}(?= \\.| $| ${anyOf('again', 'every', 'when', 'because', 'to feel', 'sometimes', 'tonight')} )`,
  `${anyOf('wrists', 'wrist', 'arms', 'thighs')} ${anyOf('are', 'is', 'keep')} bleeding`,
  `${anyOf('cuts', 'burns')} on my ${anyOf('arms', 'wrists', 'thighs', 'legs', 'stomach', 'hips')}`,
  `${SELF_HARM_ACT} ${anyOf('my ?self', `my ${BODY}`)} ${upTo(2)}(?:with|w) ${anyOf('a razor', 'razors', 'a blade', 'blades', 'cigarettes', 'a cigarette', 'my lighter', 'a lighter')}`,
  headUnlessAfter(`self`, `${NEGATION}|${THIRD_PERSON}|clean(?: from)?|free from|recover(?:y|ed|ing)|since|stopped|quit`, 2, ` ?harm(?:ing|ed)?${notBefore('awareness|prevention|when i was|as a|years ago|in (?:high|middle) school|at 1\\d|in the past|back (?:in|when|then)|in college|in my teens')}`),
  headUnlessAfter(`${anyOf('relapsed', 'relapse', 'relapsing', 'started', 'been', 'keep', 'kept', 'still')}`, THIRD_PERSON, 1, ` ${upTo(2)}${anyOf('cutting', 'self harming', 'burning myself')}(?= \\.| $| ${anyOf('again', 'myself', 'for', 'since', 'to cope', 'when', 'every', 'because', 'lately', 'a lot', 'sometimes')} )`),
  `${anyOf('i', 'and', 'ive', 'just')} ${anyOf('cut', 'burned', 'burnt')} again`,
  // Intent and plans told indirectly (issue #33): a date picked, goodbye letters, things given away, a last message.
  headUnlessAfter(`${anyOf('picked', 'chose', 'set')}`, 'we|they|she|he|you|u|mom|dad', 1, ` ${anyOf('the', 'a')} ${anyOf('date', 'day')}${notBefore('for(?! it(?: |$))|of|to|with|at|night|and')}`),
  `${anyOf('planning', 'planned', 'figured out', 'decided')} ${anyOf('how', 'when')} ${anyOf('to', 'ill')} ${anyOf('end things', 'end it', 'die', 'kill myself', 'end my life')}${notBefore('with|between|of')}`,
  `${anyOf('goodbye', 'farewell', 'suicide', 'last')} ${anyOf('letters?', 'notes?', 'messages?', 'video')} ${anyOf('to', 'for')} ${upTo(2)}${FAMILY}`,
  `${anyOf('wrote', 'written', 'writing', 'left')} ${anyOf('letters', 'notes')} ${anyOf('to', 'for')} ${upTo(2)}${FAMILY}`,
  `${anyOf('wrote', 'written', 'finished')} ${anyOf('the', 'all the', 'my')} ${anyOf('letters', 'goodbyes', 'note', 'last note', 'goodbye note')}(?= \\.| $| and | its )`,
  `${anyOf('im gonna', 'im going to', 'i will', 'i want to')} die ${anyOf('tonight', 'today', 'this weekend', 'tomorrow')}${notBefore('at|in|of|from|if|lol|lmao|when|on')}`,
  `${anyOf('after', 'when', 'once', 'for when')} im ${anyOf('gone', 'dead', 'not here anymore', 'not around anymore', 'no longer here')}${notBefore('for|on|to|away|at|this|next|tomorrow|today|tonight|in|from|out|the|a|back|home')}`,
  `${anyOf('doesnt', 'dont', 'didnt')} know ${anyOf('its', 'thats', 'this is')} ${anyOf('a goodbye', 'goodbye', 'my goodbye')}`,
  `${anyOf('gave', 'giving')} ${upTo(8)}my ${anyOf('way of saying goodbye', 'goodbye', 'last gift')}${notBefore('to (?:the|this|my old|our|20)|before (?:i move|moving)')}`,
  `${anyOf('my', 'the')} last ${anyOf('message', 'msg', 'text')} ${anyOf('to', 'for')} ${anyOf('you', 'u', 'anyone', 'everyone')}${notBefore('before|for|today|tonight|this|til|until|lol')}`,
  `${anyOf('this is', 'probably', 'this might be', 'maybe')} my (?:last|final) ${anyOf('message', 'msg', 'text')}(?= \\.| $| thank| thanks| goodbye| bye| ever| i love| love (?:you|u)| sorry| to (?:you|u)| before i (?:do it|end it|go through with it|kill myself|die))`,
  `if i ${anyOf('disappear', 'vanish', 'am gone', 'im gone', 'die', 'dont make it', 'dont wake up', 'do it', 'never come back')}${notBefore('for|from|on|in|off|out|of|while|with')} ${upTo(4)}not ${anyOf('your', 'ur', 'youre')}`,
  `would ${anyOf('you', 'u', 'anyone', 'anybody', 'people')} ${anyOf('miss me', 'care', 'notice', 'cry')} ${upTo(1)}if i ${IF_GONE}`,
  `if i ${anyOf(IF_GONE, 'check out', 'checked out', 'check out early')} ${upTo(3)}would ${anyOf('you', 'u', 'anyone', 'anybody', 'people', 'they')} ${upTo(1)}${anyOf('miss me', 'care', 'notice', 'cry', 'remember me')}`,
  // Stockpiling pills; a height or a method asked about.
  `${anyOf('saving', 'saved', 'stockpiling', 'hoarding', 'collecting', 'stashing')} (?:up )?${anyOf('my', 'the', 'all my', 'some', 'enough', 'up')} ${upTo(1)}${PILLS}${notBefore('for (?:the|my|a) (?:trip|vacation|flight|week)|in|on|at|with me')}`,
  `${PILLS} ${anyOf('counted out', 'lined up')}${notBefore('for|by|in|on')}`,
  `${anyOf('high', 'tall')} enough ${upTo(3)}${anyOf('to die', 'to kill me', 'to not survive', 'not to survive', 'so i dont survive', 'that i (?:dont|wont|wouldnt) survive', 'that (?:you|u) (?:dont|wont) survive', 'to be fatal', 'to be lethal', 'to end it')}`,
  `${HIGH_PLACE} ${upTo(8)}${anyOf('high enough', 'tall enough')}${notBefore('for|to (?:see|pass|fit|get|view)|lol')}`,
  `${anyOf('jumping', 'jump', 'falling')} ${anyOf('from', 'off')} ${upTo(3)}${anyOf('floor', 'bridge', 'roof', 'building', 'balcony', 'story')} ${upTo(2)}${anyOf('be enough', 'kill me', 'be fatal')}`,
  `${anyOf('hurt', 'painful', 'quick', 'fast')} ${upTo(1)}to ${anyOf('die', 'bleed out')} ${anyOf('from', 'by')} ${anyOf('hanging', 'an overdose', 'overdosing', 'drowning', 'jumping', 'suffocation', 'pills')}`,
  `${anyOf('die', 'dying')} ${anyOf('from', 'by')} ${anyOf('hanging', 'an overdose', 'overdosing', 'suffocation', 'jumping')} ${upTo(2)}${anyOf('quick', 'painful', 'hurt')}`,
  // Ending it, ending things: the fan's own life, not a relationship.
  `${anyOf('think', 'thinking', 'thought', 'thoughts', 'considering', 'contemplating', 'dreaming')} ${anyOf('about', 'of', 'abt', 'bout')} ending ${anyOf('it', 'it all', 'things', 'everything', 'my life', 'myself')}${notBefore('with|between|for us|here|off|at|on|in|early|now and|there|for (?:my|the)')}`,
  `${anyOf('suicide', 'killing myself', 'ending it', 'ending my life')} ${anyOf('is', 'has been', 'keeps', 'was', 'been', 'is always')} ${upTo(1)}${anyOf('on my mind', 'in my head', 'all i think about')}`,
  `${anyOf('whats', 'what is')} (?:even )?the point ${anyOf('of', 'in')} ${anyOf('living', 'being alive', 'life', 'going on', 'existing', 'waking up', 'keep living', 'trying anymore')}${notBefore('in|here|there|with|at|near|so|like|of|on|if you|a life|without|alone')}`,
  `no point ${upTo(1)}${anyOf('living', 'waking up', 'going on', 'being alive', 'existing')}${notBefore('early|at|before|so|in|here|there|with')}`,
  `${anyOf('want', 'wanna', 'wish', 'wish i could', 'just want to')} ${upTo(2)}(?:go to )?sleep ${anyOf('forever', 'and never wake', 'and not wake', 'n not wake', 'n never wake')}${notBefore('after|this|on|today|tonight|tomorrow|lol|lmao|haha|til|until|in|next')}`,
  `${anyOf('im', 'i am')} ${anyOf('done', 'finished')} with ${anyOf('everything', 'it all', 'life', 'living')} ${upTo(1)}for good`,
  `${anyOf('want to', 'wanna', 'ready to', 'time to', 'gonna', 'just want to')} ${upTo(1)}${anyOf('go', 'cross', 'pass')} (?:over )?to the other side${notBefore('of|and get|to get|for|with my|in|on|tomorrow|today|tonight')}`,
  `${anyOf('see you', 'see u', 'meet you')} on the other side(?! of)`,
  // Self-harm again, told in the past tense or as a relapse: "cut again last night", "relapsed, razor again".
  headUnlessAfter(`${anyOf('cut', 'cutting', 'burned', 'burnt', 'carved', 'self harmed')}`, 'power|internet|wifi|signal|hair|grass|lawn|budget|they|we|she|he|it|you|u|got|get|was|were|been|is|are|be|paper|line|scene|class|finger', 0, ` ${anyOf('again', 'myself again')}${notBefore('the|my|your|his|her|it|them|this|that|a|in the')}`),
  `${anyOf('carved', 'carving', 'etched', 'scratched')} ${upTo(3)}${anyOf('into', 'in', 'on')} my ${anyOf('thighs?', 'arms?', 'wrists?', 'skin', 'legs?', 'stomach', 'hips?')}`,
  `${anyOf('relapsed', 'relapse', 'relapsing')} ${upTo(8)}(?:\\. )?${upTo(3)}${anyOf('razors?', 'blades?', 'cut', 'cutting', 'cuts', 'burned', 'burning', 'lighter', 'carved', 'self harm(?:ed|ing)?', 'sh')}${notBefore('my hair|ties|out|off|back|down|class|sugar')}`,
  `${anyOf('hide', 'hiding', 'hid', 'cover', 'covering', 'covered')} ${upTo(3)}${anyOf('cuts', 'self harm', 'cutting', 'burns')}${notBefore('in|to the|from the budget')}`,
  `${anyOf('cuts', 'burns', 'scars')} ${upTo(4)}${anyOf('under', 'with')} ${anyOf('my sleeves', 'long sleeves', 'my hoodie', 'a hoodie', 'bracelets', 'my bracelets')}`,
  `${anyOf('punched', 'punching', 'hit', 'hitting', 'banged', 'banging')} ${anyOf('the wall', 'walls', 'a wall', 'my head')} ${upTo(4)}${anyOf('till', 'until')} ${upTo(2)}${anyOf('bled', 'bleed', 'bleeding', 'split', 'broke')}`,
  `on purpose (?:\\. )?(?:i )?${anyOf('wanted', 'needed')} ${anyOf('it to hurt', 'the pain')}`,
  // Gone, a burden, preparations done.
  `if i ${IF_GONE}${notBefore('for|on|to|away|at|this|next|tomorrow|today|tonight|in|from|out|over|the|a|longer|when|during|while|by')}`,
  `${anyOf('better', 'easier', 'happier')} (?:off )?if i ${anyOf(IF_GONE, 'disappeared', 'died', 'never existed', 'was never born')}`,
  `${anyOf('everyone', 'everyones', 'everybody', 'my family', 'my parents', 'my mom', 'they', 'people')} ${anyOf('is', 'are', 'would be', 'will be', 'd be', 'would', 'be')} ${upTo(1)}${anyOf('better off', 'happier')}(?= \\.| $| tbh| honestly| anyway| without me| if i| when i| once i)`,
  `${anyOf('no one', 'nobody')} ${anyOf('will', 'would', 'has to', 'will have to', 'would have to')} ${anyOf('deal with me', 'put up with me', 'worry about me', 'have to deal with me', 'have to put up with me')} ${anyOf('anymore', 'ever again', 'soon')}`,
  `${anyOf('gave', 'giving')} ${gapWithout(12, MOVING)}${anyOf('wont need', 'dont need')} ${anyOf('it', 'them', 'any of it')} ${anyOf('anymore', 'where im going', 'soon', 'much longer', 'after (?:tonight|this weekend|friday|saturday|sunday)')}${notBefore('since|because|cause|cuz|bc|now that|i got')}(?! ${across(6)}${anyOf(MOVING)}(?= ))`,
  `where im going(?= \\.| $| anyway| lol)`,
  `${anyOf('wrote', 'made', 'did', 'making', 'writing')} my will${notBefore('power|be|to|of')}`,
  `if i ${anyOf('dont', 'never')} ${anyOf('reply', 'answer', 'text back', 'respond', 'wake up')} ${upTo(2)}(?:\\. )?${upTo(1)}${anyOf('you know why', 'u know why', 'youll know why', 'ull know why')}(?! ${across(4)}${anyOf('exam', 'test', 'work', 'shift', 'busy', 'flight', 'trip', 'camping', 'wifi', 'signal', 'phone', 'asleep', 'lol', 'haha', 'lmao')}(?= ))`,
  `${anyOf('tired', 'sick', 'exhausted')} of ${anyOf('waking up', 'breathing', 'being me', 'existing')}${notBefore('early|at|so|before|to|in the middle|with|and|next to')}`,
  `${anyOf('fall asleep', 'go to sleep', 'sleep')} and ${anyOf('have it all be over', 'never wake', 'not wake', 'have it end', 'just not wake')}`,
];


/** Chat spellings of common words, for the slot families. */
const CHAT_SPELLINGS = {
  because: ['bc', 'bcs', 'cuz', 'cause', 'coz', 'cos'],
  you: ['u', 'ya'],
  im: ['i am', 'iam'],
  tonight: ['tonite', '2nite'],
  tomorrow: ['tmrw', 'tmr', 'tmrow', '2moro'],
  with: ['w'],
  about: ['abt', 'bout'],
  gonna: ['finna', 'gna'],
  just: ['jus', 'jst'],
  dont: ['dnt'],
  anymore: ['anymo'],
  people: ['ppl'],
  thanks: ['thnx', 'thanx'],
  pills: ['pils', 'pilz'],
  goodbye: ['gbye', 'goodby'],
};
/** A crisis told as the past, then recovery ("... but i'm doing so much better now"). Checked at a match's end with the language's `recovered`: a match it follows gets the check-in, not the crisis reply, since a recovery alone may hide a crisis ("je vais me tuer ce soir mais je vais bien"). */
const RECOVERED = `(?:(?:but|and) ${upTo(3)}${anyOf('better now', 'much better', 'so much better', 'a lot better', 'doing better', 'doing great', 'doing good', 'doing well', 'fine now', 'okay now', 'ok now', 'good now', 'in a good place', 'clean now', 'years clean', 'healed', 'over it')}|now ${anyOf('i am', 'im', 'i m')} ${anyOf('good', 'ok', 'okay', 'fine', 'better', 'happy', 'well', 'in a good place', 'clean')}(?! at| with| to| for))`;
const NOT_PAST = `${toldAsPast(ENGLISH_PAST_TELLING)}${othersWish(ENGLISH_OTHERS_WISH)}`;
const fan = bundled([...written, ...[...ENGLISH_FAMILIES, ...ENGLISH_COOCCURRENCE, ...ENGLISH_CATEGORY_FAMILIES, ...ENGLISH_FIFTH_ROUND, ...ENGLISH_SELF_HARM_INTENT, ...ENGLISH_SHARED_FAMILIES].map((pattern) => withSpellings(pattern, CHAT_SPELLINGS))], NOT_PAST);

export const ENGLISH: LanguageLexicon = { fan, reply: ENGLISH_REPLY, recovered: `${toldAsRecovered(ENGLISH_RECOVERY)}(?! ${across(10)}${RECOVERED})` };
