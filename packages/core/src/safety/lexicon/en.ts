import { anyOf, atSentenceStart, notBefore, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

/** A negation shortly before a phrase turns it around: "i don't want to die", "please don't kill yourself". */
const NEGATION = 'dont|do not|didnt|doesnt|never|not|wont|wouldnt|would never|cant|cannot|couldnt|shouldnt|no';
/** Someone else is the subject: a friend, a character, the news. */
const THIRD_PERSON =
  'he|she|they|hes|shes|theyre|his|her|their|him|them|friend|friends|sister|sisters|brother|brothers|mom|moms|mum|dad|dads|mother|father|' +
  'boyfriend|girlfriend|bf|gf|cousin|son|daughter|kid|kids|character|characters|someone|somebody|people|person|teens|used to|about a';
/** The subject is someone else: "she wanted to die when she was a teen". */
const OTHER_SUBJECT = 'he|she|they|hes|shes|theyre|someone|somebody|people|character|friend|who';
const WANT = anyOf('want', 'wanna', 'wanted', 'wish', 'wishing', 'ready', 'plan', 'planning', 'trying', 'deserve', 'need', 'should i', 'should i just');
const I_WILL = anyOf('gonna', 'going to', 'want to', 'wanna', 'will', 'ill', 'im', 'might', 'should', 'ready to', 'about to', 'plan to', 'planning to', 'have to');
/** Idioms that follow "die": dye your hair, die for you, die of laughter, die happy, die in a crash. */
const DIE_IDIOM =
  '(?:my|your|ur|her|his|the) hair|for (?:you|u|this|that|it|a)|without|happy|laughing|in (?:a|the|my) (?:plane|car|crash|fire|accident)|of (?:cringe|laughter|laughing|embarrassment|boredom|shame|old age)|on (?:this|that) hill';
/** Hurting, not injuring: "hurt my arm" is usually an accident, so body parts go with the narrower BODY_HARM_ACT. */
const SELF_HARM_ACT = anyOf('cut', 'cutting', 'cuts', 'burn', 'burned', 'burnt', 'burning', 'hurt', 'hurting', 'harm', 'harming', 'scratch', 'scratching', 'punch', 'punching', 'starve', 'starving', 'hit', 'hitting');
/** What follows an accidental or idiomatic "cut/burn/hurt myself". */
const ACCIDENT =
  'a|an|some|slack|of|on(?! purpose)|at|while|with a knife|in the face with|with the door|by accident|accidentally|shaving|cooking|baking|playing|in the kitchen|at the gym|laughing|out|up|in';
const BODY_HARM_ACT = anyOf('cut', 'cutting', 'cuts', 'burn', 'burned', 'burnt', 'burning', 'slit', 'slitting');
const BODY = anyOf('arms', 'arm', 'legs', 'thighs', 'thigh', 'wrists', 'wrist', 'skin', 'stomach', 'hips');
/** Second-hand: the bot is telling the fan how they may feel, not that it is true. */
const REPORTED = 'like|think|thinking|believe|believing|say|said|says|feel|feels|feeling|that|if';
const METHOD_GOAL = anyOf('kill me', 'kill myself', 'to die', 'would die', 'i die', 'be lethal', 'be fatal', 'overdose', 'od', 'not wake up', 'never wake up', 'end it');
const HIGH_PLACE = anyOf('bridge', 'roof', 'rooftop', 'building', 'balcony', 'cliff', 'window', 'tower', 'floor', 'overpass', 'parking garage');
const YOU = anyOf('you', 'u', 'yourself', 'urself');

const fan = [
  // Ideation and intent: "i want to die", "wanna die so bad", "i'd rather be dead".
  unlessAfter(`${WANT} (?:to )?(?:just )?(?:[^ .]+ and )?die(?! ${anyOf(DIE_IDIOM)})`, `${NEGATION}|${OTHER_SUBJECT}`, 1),
  `${anyOf('i should', 'wish i could', 'wish i would', 'hope i', 'time for me to', 'ready to', 'i deserve to')} (?:just )?die(?! ${anyOf(DIE_IDIOM)})`,
  unlessAfter(`${anyOf('want', 'wanna', 'need')} out of (?:this )?life`, 'what|all|everything|things', 2),
  `${anyOf('wont', 'will not', 'not going to', 'dont think ill', 'dont think i will')} be ${anyOf('around', 'here', 'alive')} ${anyOf('much longer', 'for much longer', 'anymore', 'for long')}`,
  `${anyOf('wont', 'will not', 'not going to', 'dont think ill', 'dont think i will')} be alive ${anyOf('tomorrow', 'by tomorrow', 'next week', 'by morning')}`,
  `${anyOf('looking up', 'looked up', 'googling', 'googled', 'searching', 'searched', 'researching', 'researched')} ${upTo(1)}${anyOf('ways', 'how', 'methods')} to ${anyOf('die', 'kill myself', 'commit suicide', 'end it', 'end my life', 'overdose')}`,
  `${anyOf('gun', 'pistol', 'rifle')} ${upTo(4)}${anyOf('on myself', 'to my head', 'at my head', 'in my mouth')}`,
  'use it on myself',
  unlessAfter(`${anyOf('my own', 'planning my', 'plan my')} funeral`, 'late|late to|late for|show up to', 1),
  `hope i ${anyOf('get hit by', 'crash', 'never wake', 'dont wake', 'die in my sleep')}`,
  `${anyOf('think', 'thinking', 'thought', 'dream', 'dreaming', 'fantasize', 'fantasizing', 'obsessed with')} ${anyOf('about', 'of')} ${anyOf('dying', 'death', 'being dead', 'not being alive', 'not existing')}(?! ${anyOf(DIE_IDIOM)})`,
  unlessAfter(`${anyOf('want', 'wanna', 'wish i could', 'just want to', 'need to')} (?:to )?${anyOf('stop existing', 'stop living', 'cease to exist', 'disappear forever', 'sleep forever', 'go to sleep forever', 'not exist', 'not be alive', 'not wake up')}`, NEGATION, 1),
  `${anyOf('what if', 'hope', 'wish')} i ${upTo(1)}${anyOf('didnt', 'dont', 'never', 'wont')} wake up`,
  `${anyOf('want to', 'wanna', 'wish i', 'rather', 'better off', 'prefer to', 'id be', 'should be')} (?:be |was |were |being )?dead(?! ${anyOf('tired', 'inside', 'serious')})`,
  `wish i ${anyOf('was', 'were', 'had')} (?:never (?:been )?born|not alive|dead|never existed)`,
  `wish i ${anyOf('never existed', 'didnt exist', 'did not exist', 'wasnt alive', 'wasnt born', 'could stop existing')}`,
  `${anyOf('cant', 'cannot', 'can not')} ${anyOf('go on living', 'keep living', 'live like this anymore', 'go on anymore', 'keep going anymore')}${notBefore('paycheck|in|with|at|here|there|on|off')}`,
  unlessAfter(`${anyOf('give up', 'giving up', 'gave up')} on ${anyOf('life', 'living')}${notBefore('in|with|here|at|there|on|off')}`, NEGATION, 1),
  `life ${anyOf('isnt', 'is not', 'aint', 's not')} worth it`,
  unlessAfter(`${anyOf('kill', 'hang', 'shoot', 'drown', 'unalive', 'end', 'suicide', 'off')} (?:my ?self|meself)`, NEGATION, 2),
  unlessAfter(`(?:killing|hanging|shooting|drowning|unaliving|ending|offing) my ?self${notBefore('at|with|over|for|working|studying|trying|to|laughing|in the gym')}`, NEGATION, 2),
  `${I_WILL} off myself`,
  unlessAfter(`kms${notBefore('away|from|far|per|an hour|a day|left|to go')}`, '\\d+'),
  'unalive (?:me|myself)',
  unlessAfter(`${anyOf('end', 'ending', 'take', 'taking')} my (?:own )?life`, NEGATION, 2),
  unlessAfter(`${anyOf('end', 'ending')} it all`, NEGATION, 2),
  `${anyOf('im', 'i am', 'am', 'just', 'finally')} ending ${anyOf('it', 'it all', 'things', 'everything')}${notBefore('with|between|for us|here|off|at|on|in|early|now and')}`,
  `${anyOf('just', 'gonna', 'going to', 'want to', 'wanna', 'will', 'should', 'ready to', 'about to', 'might', 'ill', 'im', 'decided to')} end ${anyOf('it', 'things', 'everything')}${notBefore('with|between|for us|here|off|at|on|in|early|now and')}`,
  // Hopelessness about living: "no reason to live", "don't want to be alive anymore", "tired of living".
  `${anyOf('no', 'any', 'nothing', 'zero')} (?:[^ .]+ )?${anyOf('reason', 'reasons', 'point', 'purpose')} (?:to|in|of|for) ${anyOf('live', 'living', 'be alive', 'being alive', 'keep living', 'stay alive')}${notBefore('in|here|there|with|at|near|so|like that')}`,
  'nothing (?:left )?to live for',
  `${anyOf('isnt', 'is not', 's not', 'not', 'aint', 'no longer')} worth living`,
  `${anyOf('dont', 'do not', 'no longer', 'never')} ${anyOf('want', 'wanna', 'wish')} (?:to )?${anyOf('live', 'be alive', 'exist', 'wake up')}${notBefore('in|there|with|near|on|at|so|until|till|early|before|without|together')}`,
  `${anyOf('dont', 'do not')} ${anyOf('want', 'wanna')} (?:to )?be ${anyOf('here', 'around')} ${anyOf('anymore', 'any more', 'no more')}`,
  `${anyOf('tired', 'sick', 'done')} ${anyOf('of', 'with')} ${anyOf('living', 'being alive', 'life', 'existing')}${notBefore('in|with|here|at|paycheck|off|on|under|alone|next|near|so|from|out of|by|as|at home|together|without')}`,
  `${anyOf('sleep', 'want', 'wish', 'hope', 'hoping', 'enough', 'wanna')} ${upTo(5)}${anyOf('never', 'not', 'dont')} (?:wake|waking) up${notBefore('early|late|before|on time|in time|till|until|at|when|tired|sick|with|for')}`,
  `${anyOf('no one', 'noone', 'nobody')} ${anyOf('would', 'will', 'wd')}(?: even)? ${anyOf('notice', 'care', 'miss me')} ${upTo(2)}if i ${anyOf('died', 'die', 'was dead', 'was gone', 'were gone', 'disappeared', 'killed myself', 'wasnt here', 'was not here')}`,
  `${anyOf('better', 'happier')} (?:off )?${anyOf('without me', 'if i (?:was|were|am|m) (?:dead|gone)')}`,
  `last time ${anyOf('you', 'u', 'youll', 'ull', 'anyone')} ${upTo(1)}${anyOf('hear', 'see', 'talk')} ${upTo(1)}${anyOf('from', 'to')} me`,
  `${anyOf('goodbye', 'bye')} forever`,
  'by the time (?:you|u) read this',
  // Suicide named as the fan's own thought or plan, not a topic ("a movie about a suicide").
  unlessAfter(`suicidal${notBefore('prevention|hotline|awareness|rate|character|people|friend')}`, THIRD_PERSON, 2),
  `${anyOf('think', 'thinking', 'thought', 'thoughts', 'considering', 'consider', 'contemplating', 'planning', 'plan', 'want', 'wanna', 'gonna', 'will', 'ready')} (?:about |of )?(?:committing )?${anyOf('suicide', 'suicde', 'sucide', 'suiside', 'suicid', 'suiciding')}`,
  `${anyOf('my', 'wrote a', 'writing a', 'write a', 'written a', 'wrote my', 'writing my')} suicide ${anyOf('note', 'letter', 'plan', 'attempt')}`,
  `${anyOf('planning', 'plan', 'planned', 'preparing', 'prepare')} my ${anyOf('suicide', 'death')}`,
  `${anyOf('should i', 'i should', 'i might', 'im going to', 'im gonna', 'i will', 'ill', 'i want to', 'i wanna')} (?:just )?${anyOf('commit', 'attempt', 'do')} suicide`,
  `${anyOf('sewerslide', 'sewer slide', 'self delete', 'self deleting', 'unalive')}${notBefore('is|was|in|of the')}`,
  `${anyOf('blow', 'blowing', 'put a bullet', 'putting a bullet')} ${anyOf('my brains out', 'in my head', 'through my head')}`,
  `suicide ${anyOf('feels', 'seems', 'is', 'looks', 'sounds')}(?: like)? ${anyOf('the', 'my')} only ${anyOf('way', 'option', 'answer', 'choice', 'solution', 'way out')}`,
  `${anyOf('i', 'im', 'gonna', 'will', 'going to', 'want to')} ${anyOf('attempt', 'commit', 'try')} suicide`,
  // Plans and method questions: "how many pills would kill me", "how high a bridge to die".
  `how ${anyOf('many', 'much')} ${upTo(6)}${METHOD_GOAL}`,
  `${anyOf('lethal', 'fatal', 'deadly')} ${anyOf('dose', 'amount', 'overdose')}`,
  `${anyOf('most painless', 'painless', 'easiest', 'quickest', 'fastest', 'surest', 'best', 'quick')} ${anyOf('way', 'ways', 'method', 'methods')} ${anyOf('to', 'of')} ${anyOf('die', 'dying', 'kill myself', 'end it', 'end my life', 'commit suicide', 'suicide', 'kill yourself', 'kill urself')}`,
  `how ${anyOf('long', 'fast', 'quickly')} ${upTo(4)}${anyOf('bleed out', 'to die', 'die from', 'suffocate', 'to drown', 'overdose')}`,
  `what happens if ${anyOf('i', 'you', 'u', 'someone')} ${anyOf('take', 'took', 'swallow', 'overdose', 'od', 'drink', 'mix')} ${anyOf('\\d+', 'a lot of', 'too many', 'all', 'a whole bottle', 'the whole bottle', 'a bottle')}`,
  `can ${anyOf('you', 'u', 'i', 'someone')} die ${anyOf('from', 'if')} ${upTo(2)}${anyOf('taking', 'take', 'overdosing', 'swallowing', 'pills', 'tylenol', 'advil', 'ibuprofen', 'paracetamol', 'insulin', 'bleach', 'jumping')}`,
  `${anyOf('standing', 'sitting', 'im')} on ${anyOf('the', 'a')} ${anyOf('ledge', 'edge of the roof', 'edge of the bridge', 'railing of the bridge')}`,
  `standing on ${anyOf('the', 'a', 'my')} ${anyOf('roof', 'bridge', 'balcony railing')} ${anyOf('right now', 'now', 'ready')}`,
  `how ${anyOf('high', 'tall', 'far')} ${upTo(8)}${anyOf('to die', 'die', 'kill me', 'kill you', 'be fatal', 'be lethal', 'lethal', 'fatal')}`,
  `${anyOf('jump', 'jumping', 'throw myself', 'throwing myself')} ${anyOf('off', 'from')} ${anyOf('a', 'the', 'my', 'this')} ${upTo(1)}${HIGH_PLACE}`,
  `${anyOf('jump', 'jumping', 'step', 'stepping', 'throw myself', 'walk', 'walking', 'lie down')} ${anyOf('in front of', 'infront of', 'under')} (?:a |the )?${anyOf('train', 'car', 'bus', 'truck', 'subway', 'tram')}`,
  `${anyOf('overdose', 'overdosing', 'od', 'oding')} (?:[^ .]+ )?on purpose`,
  `${anyOf('gonna', 'going to', 'want to', 'wanna', 'will', 'plan to', 'planning to', 'thinking about', 'thinking of', 'about to', 'try to', 'tried to', 'ill')} ${anyOf('overdose', 'od', 'overdosing')}${notBefore('on (?:coffee|caffeine|sugar|chocolate|love|cuteness|you|u)')}`,
  `${anyOf('take', 'took', 'taking', 'swallow', 'swallowed', 'swallowing')} (?:${anyOf('like', 'about', 'around', 'maybe', 'over')} )?${anyOf('all', 'a bunch of', 'the whole', 'a whole', 'the rest of', 'too many', 'way too many', 'a lot of', 'all of my', 'all my', '\\d+')} ${upTo(3)}${anyOf('pills', 'meds', 'bottle', 'tablets', 'pack', 'sleeping pills', 'painkillers')}`,
  `${anyOf('have', 'got', 'holding', 'counted', 'saved', 'saving', 'stockpiling', 'collected')} ${anyOf('the', 'all the', 'my', 'enough')} ${anyOf('pills', 'meds', 'tablets', 'painkillers', 'rope', 'gun')} ${anyOf('in my hand', 'ready', 'right here', 'next to me', 'in front of me', 'to do it', 'to end it', 'up')}`,
  // "noose" folds to "nose", so it needs a verb that only a noose takes.
  `${anyOf('bought', 'got', 'buy', 'tied', 'tie', 'tying', 'made')} a rope`,
  `${anyOf('tied', 'tie', 'tying', 'made', 'making')} a noose`,
  `${anyOf('slit', 'slitting', 'slice', 'slicing', 'cut', 'cutting', 'open')} (?:my|both)(?: own)? ${anyOf('wrist', 'wrists', 'throat', 'veins', 'vein')}`,
  // Self-harm: cutting, burning, hitting themselves (not "cut myself a slice", "burned myself on the oven").
  unlessAfter(`${SELF_HARM_ACT} my ?self${notBefore(ACCIDENT)}`, `${NEGATION}|${THIRD_PERSON}`, 1),
  unlessAfter(`${BODY_HARM_ACT} my ${BODY}${notBefore(ACCIDENT)}`, `${NEGATION}|${THIRD_PERSON}`, 1),
  `${anyOf('scratch', 'scratching', 'scratched')} ${upTo(3)}${anyOf('till', 'until')} ${upTo(1)}${anyOf('bleed', 'bleeds', 'bled', 'bleeding')}`,
  `${anyOf('i still', 'still', 'started to', 'i', 'want to', 'urge to', 'urges to')} ${anyOf('cut', 'self harm', 'burn myself')}(?= \\.| $| ${anyOf('again', 'every', 'when', 'because', 'to feel', 'sometimes', 'tonight')} )`,
  `${anyOf('wrists', 'wrist', 'arms', 'thighs')} ${anyOf('are', 'is', 'keep')} bleeding`,
  `${anyOf('cuts', 'burns')} on my ${anyOf('arms', 'wrists', 'thighs', 'legs', 'stomach', 'hips')}`,
  `${SELF_HARM_ACT} ${anyOf('my ?self', `my ${BODY}`)} ${upTo(2)}with ${anyOf('a razor', 'razors', 'a blade', 'blades', 'cigarettes', 'a cigarette', 'my lighter', 'a lighter')}`,
  unlessAfter(`self ?harm(?:ing|ed)?${notBefore('awareness|prevention|when i was|as a')}`, `${NEGATION}|${THIRD_PERSON}`, 2),
  `${anyOf('relapsed', 'relapse', 'relapsing', 'started', 'been', 'keep', 'kept', 'still')} ${upTo(2)}${anyOf('cutting', 'self harming', 'burning myself')}(?= \\.| $| ${anyOf('again', 'myself', 'for', 'since', 'to cope', 'when', 'every', 'because', 'lately', 'a lot', 'sometimes')} )`,
  `${anyOf('i', 'and', 'ive', 'just')} ${anyOf('cut', 'burned', 'burnt')} again`,
];

const reply = [
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

export const ENGLISH: LanguageLexicon = { fan, reply };
