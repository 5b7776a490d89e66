import { across, acrossWithout, anyOf, bundled, gapWithout, atPhraseEnd, atSentenceStart, headUnlessAfter, notBefore, notNear, unlessAfter, upTo, withSpellings, type LanguageLexicon } from './phrase-syntax';

/** A negation shortly before a phrase turns it around: "i don't want to die", "please don't kill yourself". */
const NEGATION = 'dont|do not|didnt|doesnt|never|not|wont|wouldnt|would never|cant|cannot|couldnt|shouldnt|no';
/** Someone else is the subject: a friend, a character, the news. */
const THIRD_PERSON = 's?hes?|they(?:re)?|his|her|their|him|them|friends?|sisters?|brothers?|moms?|mum|dads?|mother|father|(?:boy|girl)friend|bf|gf|cousin|son|daughter|kids?|characters?|someone|somebody|people|person|teens|used to|about a';
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

/** Who a goodbye letter is for, when it is a farewell from life rather than from a job. */
const FAMILY = anyOf('family', 'mom', 'mum', 'mother', 'dad', 'father', 'parents', 'brother', 'bro', 'sister', 'sis', 'siblings', 'kids', 'wife', 'husband', 'grandma', 'grandpa', 'best friend', 'bestie', 'friends', 'loved ones', 'you', 'u');
/** Pills and medicines a fan could stockpile. */
/** What "if i ___" says about the fan no longer being alive. */
const IF_GONE = anyOf('was gone', 'were gone', 'wasnt here', 'wasnt around', 'was dead', 'didnt exist', 'wasnt alive', 'werent here', 'killed myself', 'disappeared', 'died', 'didnt wake up');
/** What follows "i don't want to be here anymore" when "here" is a place: a party, a class, a job. */
const HERE_BENIGN =
  'at (?:this|the|work|school)|in (?:this|the|my) (?:class|server|group|house|city|town|job|relationship|chat|meeting|country|team|dorm|school|apartment|heat|line|queue)|with (?:these|them|him|her|you|u|my)|lol|lmao|haha|this (?:party|class|server|group|job|place|meeting|lecture|city|town|family|house|heat)|at this (?:party|job|school|place)|on this (?:team|server|app)';
const PILLS = anyOf('pills', 'meds', 'medication', 'antidepressants', 'tablets', 'sleeping pills', 'painkillers', 'prescription');

/** What does not make means a plan: a trip, a prescription, a chore. */
const MEANS_BENIGN =
  'for (?:the|my|a|tomorrow|work|school|class|cooking|dinner|shaving|camping|hunting|practice|the range|range)|to (?:shave|cook|take with|bring|pack|clean|go)|do i|should i|before|after|with food|in case|so i (?:remember|dont forget)|to remember|in (?:my|a|the) (?:weekly|daily|pill|organi[sz]er|box|case|bag|purse|drawer|cabinet)|lol|lmao|haha';
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
  `${anyOf('cant', 'cannot', 'can not')} ${anyOf('go on living', 'keep living', 'live like this anymore', 'go on anymore', 'keep going anymore')}${notBefore('paycheck|in|with|at|here|there|on|off')}`,
  headUnlessAfter(`${anyOf('give up', 'giving up', 'gave up')}`, NEGATION, 1, ` on ${anyOf('life', 'living')}${notBefore('in|with|here|at|there|on|off')}`),
  `life ${anyOf('isnt', 'is not', 'aint', 's not')} worth it`,
  // Not "off myself": folded, it is "of myself" ("proud of myself"); I_WILL guards it below.
  headUnlessAfter(`${anyOf('kill', 'hang', 'shoot', 'drown', 'unalive', 'end', 'suicide')}`, NEGATION, 2, ` (?:my ?self|meself)`),
  headUnlessAfter(`(?:killing|hanging|shooting|drowning|unaliving|ending|offing)`, NEGATION, 2, ` my ?self${notBefore('at|with|over|for|working|studying|trying|to|laughing|in the gym')}`),
  `${I_WILL} off myself`,
  headUnlessAfter(`kms`, '\\d+', 0, `${notBefore('away|from|far|per|an hour|a day|left|to go')}`),
  'unalive (?:me|myself)',
  headUnlessAfter(`${anyOf('end', 'ending', 'take', 'taking')}`, NEGATION, 2, ` my (?:own )?life`),
  headUnlessAfter(`${anyOf('end', 'ending')}`, NEGATION, 2, ` it all`),
  `${anyOf('im', 'i am', 'am', 'just', 'finally')} ending ${anyOf('it', 'it all', 'things', 'everything')}${notBefore('with|between|for us|here|off|at|on|in|early|now and')}`,
  `${anyOf('just', 'gonna', 'going to', 'want to', 'wanna', 'will', 'should', 'ready to', 'about to', 'might', 'ill', 'im', 'decided to')} end ${anyOf('it', 'things', 'everything')}${notBefore('with|between|for us|here|off|at|on|in|early|now and')}`,
  // Hopelessness about living: "no reason to live", "don't want to be alive anymore", "tired of living".
  `${anyOf('no', 'any', 'nothing', 'zero', 'see a')} (?:[^ .]+ )?${anyOf('reason', 'reasons', 'point', 'purpose')} (?:for me )?(?:to|in|of|for) ${anyOf('live', 'living', 'be alive', 'being alive', 'keep living', 'stay alive', 'keep going')}${notBefore('in|here|there|with|at|near|so|like that')}`,
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
  `${anyOf('think', 'thinking', 'thought', 'thoughts', 'considering', 'consider', 'contemplating', 'planning', 'plan', 'want', 'wanna', 'gonna', 'will', 'ready')} (?:about |of )?(?:committing )?${anyOf('suicide', 'suicde', 'sucide', 'suiside', 'suicid', 'suiciding')}`,
  `${anyOf('my', 'wrote a', 'writing a', 'write a', 'written a', 'wrote my', 'writing my')} suicide ${anyOf('note', 'letter', 'plan', 'attempt')}`,
  `${anyOf('planning', 'plan', 'planned', 'preparing', 'prepare')} my ${anyOf('suicide', 'death')}`,
  `${anyOf('should i', 'i should', 'i might', 'im going to', 'im gonna', 'i will', 'ill', 'i want to', 'i wanna')} (?:just )?${anyOf('commit', 'attempt', 'do')} suicide`,
  `${anyOf('sewerslide', 'sewer slide', 'self delete', 'self deleting', 'unalive')}${notBefore('is|was|in|of the|the|a|an|my|your|ur|his|her|him|them|their|this|that|these|those|someone|somebody|everyone|people|characters?')}`,
  `${anyOf('blow', 'blowing', 'put a bullet', 'putting a bullet')} ${anyOf('my brains out', 'in my head', 'through my head')}`,
  `suicide ${anyOf('feels', 'seems', 'is', 'looks', 'sounds')}(?: like)? ${anyOf('the', 'my')} only ${anyOf('way', 'option', 'answer', 'choice', 'solution', 'way out')}`,
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
  `${anyOf('jump', 'jumping', 'throw myself', 'throwing myself')} ${anyOf('off', 'from')} ${anyOf('a', 'the', 'my', 'this')} ${upTo(1)}${HIGH_PLACE}`,
  `${anyOf('jump', 'jumping', 'step', 'stepping', 'throw myself', 'walk', 'walking', 'lie down')} ${anyOf('in front of', 'infront of', 'under')} (?:a |the )?${anyOf('train', 'car', 'bus', 'truck', 'subway', 'tram')}`,
  `${anyOf('overdose', 'overdosing', 'od', 'oding')} (?:[^ .]+ )?on purpose`,
  `${anyOf('gonna', 'going to', 'want to', 'wanna', 'will', 'plan to', 'planning to', 'thinking about', 'thinking of', 'about to', 'try to', 'tried to', 'ill')} ${anyOf('overdose', 'od', 'overdosing')}${notBefore('on (?:coffee|caffeine|sugar|chocolate|love|cuteness|you|u)')}`,
  `${anyOf('take', 'took', 'taking', 'swallow', 'swallowed', 'swallowing')} (?:${anyOf('like', 'about', 'around', 'maybe', 'over')} )?${anyOf('all', 'a bunch of', 'the whole', 'a whole', 'the rest of', 'too many', 'way too many', 'a lot of', 'all of my', 'all my', '\\d+')} ${upTo(3)}${anyOf('pills', 'meds', 'bottle', 'tablets', 'pack', 'sleeping pills', 'painkillers')}`,
  `${anyOf('have', 'got', 'holding', 'counted', 'saved', 'saving', 'stockpiling', 'collected')} ${anyOf('the', 'all the', 'my', 'enough')} ${anyOf('pills', 'meds', 'tablets', 'painkillers', 'rope', 'gun')} ${anyOf('in my hand', 'ready', 'right here', 'next to me', 'in front of me', 'to do it', 'to end it', 'up')}${notBefore(MEANS_BENIGN)}`,
  // "noose" folds to "nose", so it needs a verb that only a noose takes.
  `${anyOf('bought', 'got', 'buy', 'tied', 'tie', 'tying', 'made')} a rope`,
  `${anyOf('tied', 'tie', 'tying', 'made', 'making')} a noose`,
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
  `${anyOf('relapsed', 'relapse', 'relapsing', 'started', 'been', 'keep', 'kept', 'still')} ${upTo(2)}${anyOf('cutting', 'self harming', 'burning myself')}(?= \\.| $| ${anyOf('again', 'myself', 'for', 'since', 'to cope', 'when', 'every', 'because', 'lately', 'a lot', 'sometimes')} )`,
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
  `${anyOf('this is', 'probably', 'this might be', 'maybe')} my (?:last|final) ${anyOf('message', 'msg', 'text')}(?= \\.| $| thank| thanks| goodbye| bye| ever| i love| love (?:you|u)| sorry| to (?:you|u))`,
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
  `${anyOf('whats', 'what is')} the point ${anyOf('of', 'in')} ${anyOf('living', 'being alive', 'life', 'going on', 'existing', 'waking up', 'keep living', 'trying anymore')}${notBefore('in|here|there|with|at|near|so|like|of|on|if you|a life|without|alone')}`,
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
  `${anyOf('gave', 'giving')} ${upTo(12)}${anyOf('wont need', 'dont need')} ${anyOf('it', 'them', 'any of it')} ${anyOf('anymore', 'where im going')}${notBefore('since|because|cause|cuz|bc|now that|i got')}`,
  `where im going(?= \\.| $| anyway| lol)`,
  `${anyOf('wrote', 'made', 'did', 'making', 'writing')} my will${notBefore('power|be|to|of')}`,
  `if i ${anyOf('dont', 'never')} ${anyOf('reply', 'answer', 'text back', 'respond', 'wake up')} ${upTo(2)}(?:\\. )?${upTo(1)}${anyOf('you know why', 'u know why', 'youll know why', 'ull know why')}`,
  `${anyOf('tired', 'sick', 'exhausted')} of ${anyOf('waking up', 'breathing', 'being me', 'existing')}${notBefore('early|at|so|before|to|in the middle|with|and|next to')}`,
  `${anyOf('fall asleep', 'go to sleep', 'sleep')} and ${anyOf('have it all be over', 'never wake', 'not wake', 'have it end', 'just not wake')}`,
];

/*
 * Slot families (issue #33, round 2): each pattern joins two slots of a message, so that a phrasing
 * nobody wrote down yet still matches: [means] × [at hand], [farewell] × [family], [method] ×
 * [painless], [wish] × [a car hits me], [prepared] × [ready]. Chat spellings come from CHAT_SPELLINGS.
 */
/** Means a fan could hold or keep ready. */
const MEANS = anyOf('pills', 'meds', 'tablets', 'painkillers', 'sleeping pills', 'pill bottle', 'bottle of pills', 'blade', 'blades', 'razor', 'razors', 'razor blade', 'rope', 'noose', 'gun', 'pistol');
/** Where means are when the fan is about to use them. */
const AT_HAND = anyOf('in my hand', 'in my hands', 'in front of me', 'infront of me', 'next to me', 'beside me', 'by my bed', 'by me', 'on my desk', 'on my bed', 'on my nightstand', 'on the table', 'on my lap', 'lined up', 'counted out', 'ready', 'all ready', 'right here');
/** Saying goodbye for good. */
const FAREWELL = anyOf('goodbye', 'good bye', 'bye forever', 'farewell', 'this is goodbye', 'forgive me', 'im sorry for everything', 'sorry for everything', 'take care of (?:my|her|him|them)', 'i love you all', 'love you all', 'ill miss you', 'i will miss you', 'thank you for everything', 'thanks for everything', 'ty for everything', 'thank u for everything');
/** Done before leaving for good: things given away, rooms cleared, accounts deleted, letters written. */
const PREPARED = anyOf('gave', 'gave away', 'giving away', 'given away', 'rehomed', 'found a home for', 'found a new home for', 'found homes for', 'cleaned out', 'cleared out', 'deleted', 'wiped', 'sold', 'wrote', 'written', 'said my goodbyes', 'paid off', 'sorted out');
/** Ready, meaning for the end, at the end of the message or before a filler. */
const READY_END = atPhraseEnd(anyOf('im ready', 'i am ready', 'im finally ready', 'i think im ready', 'its time', 'it is time', 'its almost time', 'im done', 'everything is ready', 'everythings ready', 'all set', 'im at peace'), 'i think|now|tbh|honestly|for real|finally|fr|ngl|anyway|i guess|this time');
/** What a method question is about: dying, for the fan. */
const DIE_GOAL = anyOf('die', 'kill myself', 'kill urself', 'kill yourself', 'end it', 'end it all', 'end my life', 'end things', 'commit suicide', 'suicide', 'unalive myself', 'not wake up', 'never wake up', 'overdose', 'od', 'check out', 'off myself');
/** What a question about a height or a place is not for. */
const NOT_FOR_SIGHTS = anyOf('not for (?:a |the |my )?(?:photo|photos|pic|pics|picture|pictures|view|views|selfie|selfies|insta|tiktok|sightseeing|photoshoot|shoot|video)', 'not asking for a friend', 'asking for (?:me|myself)', 'its for me', 'for myself', 'dont ask why', 'no one would find me', 'nobody would find me');
/** Things that could hit the fan. */
const HITTER = anyOf('car', 'truck', 'bus', 'train', 'plane', 'meteor', 'asteroid', 'bullet', 'lightning', 'drunk driver', 'semi', 'taxi', 'tram', 'subway');
/** Being gone, said of the fan. */
const IM_GONE = anyOf('im gone', 'ill be gone', 'i am gone', 'im dead', 'ill be dead', 'i did it', 'i went through with it', 'i didnt make it', 'im not here anymore', 'i wont be here', 'i wont be around', 'i killed myself', 'i ended it', 'i finally did it', 'im no longer here', 'its over');

/** A letter for an occasion, not a farewell. */
const OCCASION = 'birthday|bday|mothers day|fathers day|christmas|xmas|anniversary|wedding|graduation|valentines';

const families = [
  // Means at hand: "i have the pills lined up on my desk rn", "the blade is next to me".
  `${anyOf('have', 'got', 'gotten', 'holding', 'hold', 'sitting with', 'sitting here with', 'staring at', 'looking at', 'laid out', 'laying out', 'lined up', 'put', 'set out', 'took out', 'taken out', 'emptied')} ${upTo(4)}${MEANS} ${gapWithout(3, 'for|from|flu|cold|headache|allergies|allergy|cough')}${AT_HAND}${notBefore(MEANS_BENIGN)}`,
  `${MEANS} ${anyOf('are', 'is', 'r', 'been', 'sitting', 'just sitting', 'all')} ${upTo(2)}${AT_HAND}${notBefore(MEANS_BENIGN)}`,
  `${anyOf('got', 'have', 'saved', 'saved up', 'collected', 'stockpiled', 'hoarded')} ${upTo(6)}${anyOf('pills', 'meds', 'tablets', 'painkillers', 'sleeping pills')} ${across(8)}${anyOf('its enough', 'it is enough', 'thats enough', 'should be enough', 'enough now', 'enough to do it', 'enough to not wake up', 'enough to end it', 'enough for it')}${notBefore('for (?:the|a|my) (?:trip|week|month|vacation|flight|holiday)|till|until|to last')}`,
  // Standing at a height, now: "standing on the roof of my building rn".
  `${anyOf('standing on', 'stood on', 'climbed onto', 'climbed on', 'climbed up', 'up on', 'on the edge of', 'on the ledge of', 'at the edge of', 'over the railing of', 'on the railing of', 'sitting on the edge of', 'sitting on the ledge of', 'on top of', 'standing at')} ${anyOf('the', 'a', 'my', 'this', 'our')} ${upTo(1)}${anyOf('roof', 'rooftop', 'bridge', 'building', 'balcony', 'cliff', 'overpass', 'parking garage', 'top floor', 'train tracks', 'tracks', 'ledge', 'railing', 'tower')} ${upTo(3)}${atPhraseEnd(anyOf('rn', 'right now', 'now', 'atm', 'tonight', 'again', 'looking down', 'and looking down', 'thinking'), 'i|im|tbh|honestly|idk|and i|thinking|looking down|its|it s')}`,
  // Farewell letters and goodbyes: "wrote my goodbye letters already", "letter for my mom. thanks for everything, goodbye".
  `${anyOf('wrote', 'written', 'writing', 'write', 'finished', 'left', 'leaving', 'typed', 'recorded', 'done')} ${anyOf('my', 'the', 'a', 'some', 'all my', 'all the', 'all of my', 'a few', 'both')} ${anyOf('goodbye', 'good bye', 'farewell', 'last', 'final', 'suicide', 'goodbyes')} ${anyOf('letters?', 'notes?', 'messages?', 'videos?', 'texts?')}${notBefore('to (?:my |the |our )?(?:team|coworkers?|colleagues?|class|classmates|job|boss|students|teacher|school|office|company|clients|followers|old|ex|landlord|roommates?)|for (?:my |the |our )?(?:coworkers?|colleagues?|teacher|team|class|boss|retirement|retiring|job|work|school|office)|at work|for work|for school|when i (?:left|quit|moved)|before (?:i|my) (?:move|moving|leave|flight|trip)|of the (?:day|year|semester)')}`,
  `${anyOf('letter', 'letters', 'note', 'notes')} ${anyOf('to', 'for')} ${upTo(2)}${FAMILY} ${acrossWithout(10, OCCASION)}${FAREWELL}${notBefore('for now|till|until|see you|see u|talk|ttyl|tomorrow|later|tonight|xx|babe|have a|lol')}`,
  `${anyOf('thank you', 'thank u', 'thanks', 'thx', 'ty', 'tysm', 'thank you so much')} for ${anyOf('everything', 'being the only one', 'always being there', 'being there', 'all of it', 'everything you did', 'listening to me')} ${across(6)}${atPhraseEnd(anyOf('goodbye forever', 'bye forever', 'farewell', 'this is goodbye', 'goodbye everyone', 'forgive me', 'i wont forget you', 'im sorry', 'sorry for everything', 'i love you all', 'love you all'), 'all|everyone|forever|for real|i love you|ily')}`,
  `${anyOf('this is', 'its', 'guess this is', 'so this is')} ${anyOf('goodbye', 'my goodbye', 'the end', 'my last goodbye', 'farewell')} ${across(6)}${anyOf('thank you for everything', 'thanks for everything', 'thank u for everything', 'for being the only one', 'forgive me', 'i love you all', 'take care of')}`,
  // "If I don't text tomorrow, it's because I'm gone."
  `if i ${anyOf('dont', 'do not', 'never', 'stop', 'cant', 'havent')} ${anyOf('text', 'texting', 'reply', 'answer', 'respond', 'message', 'msg', 'show up', 'come online', 'get on', 'log on', 'post', 'wake up', 'make it', 'come back', 'talk to you', 'talk to u', 'say anything')} ${across(6)}${IM_GONE}${notBefore('to|for|on|camping|away|out|home|at|in|from|of|after|lol|lmao|haha|tired|busy|asleep|on vacation|with my|with the')}`,
  // Not being around for someone, or any more: "im not gonna be around to look after her".
  `${anyOf('not gonna', 'not going to', 'wont', 'will not', 'wouldnt', 'not', 'no longer')} be ${anyOf('around', 'here', 'alive', 'there')} ${anyOf('to', 'for')} ${upTo(1)}${anyOf('look after', 'take care of', 'care for', 'raise', 'feed', 'watch over', 'see (?:her|him|them|you|u|it) grow up', 'see (?:her|him|them|you|u) again', 'see christmas', 'see my birthday', 'see (?:the )?next year', 'see the summer', 'see graduation', 'see the new year', 'walk (?:her|him)')}(?! ${upTo(3)}${anyOf('this', 'next', 'tomorrow', 'tonight', 'today', 'while', 'when', 'during', 'until', 'till', 'for (?:a|the|two|few|some)', 'on', 'over the')} )`,
  `${PREPARED} ${upTo(4)}${anyOf('my', 'all my', 'all of my', 'everything', 'my whole', 'the')} ${upTo(2)}${anyOf('cat', 'dog', 'cats', 'dogs', 'pets?', 'bunny', 'hamster', 'fish', 'bird', 'stuff', 'things', 'belongings', 'clothes', 'games', 'plants', 'guitar', 'console', 'xbox', 'ps5', 'switch', 'room', 'accounts?', 'pics', 'photos', 'pictures', 'posts', 'letters?', 'notes?', 'savings', 'debts', 'books')} ${across(14)}${anyOf(READY_END, 'not gonna be around', 'not going to be around', 'wont be around', 'wont be here', 'not gonna be here', 'wont need (?:it|them|any of it|anything|my)', 'dont need (?:it|them|any of it|anything) (?:anymore|now|where)', 'no use for (?:it|them) anymore', 'where im going', 'after im gone', 'when im gone', 'so they (?:have something|remember me|dont have to)', 'its a goodbye', 'my goodbye')}`,
  // Method questions: "whats the most painless way to go", "least painful method to die".
  `${anyOf('most painless', 'least painful', 'painless', 'quickest', 'fastest', 'easiest', 'surest', 'most peaceful', 'peaceful', 'gentlest', 'most effective', 'most reliable', 'quietest', 'cleanest', 'best', 'simplest', 'least messy', 'quick')} ${anyOf('way', 'ways', 'method', 'methods', 'means', 'options')} ${anyOf('to', 'of', 'for me to', 'for me to just', 'i could', 'i can', 'to just')} ${DIE_GOAL}${notBefore('in(?! my sleep| my bed| my room| peace)|on (?:the|this) (?:level|map|boss)|ingame|in game|to respawn|a (?:boss|level|quest|run)|with|the|a|an|this|that|your|ur|my|our|these|those|of|from|some|early|back')}`,
  `${anyOf('most painless', 'least painful', 'painless', 'most peaceful', 'peaceful', 'gentlest', 'quietest')} ${anyOf('way', 'ways', 'method', 'methods', 'option')} ${anyOf('to go', 'to leave this world', 'to leave', 'to not exist', 'to stop existing', 'to disappear', 'to fall asleep forever', 'to just stop')}${atPhraseEnd('', 'asking for me|for me|for myself|tbh|honestly|i think|asking|asking for myself|please|pls|plz|seriously|fr|i mean it')}`,
  `how ${anyOf('do i', 'can i', 'could i', 'would i', 'to', 'should i', 'do you', 'can you', 'do people', 'can someone', 'does one', 'would one')} ${upTo(1)}${anyOf('die', 'kill myself', 'end it', 'end my life', 'overdose', 'od', 'not wake up', 'go to sleep and not wake up', 'disappear forever', 'stop existing', 'unalive myself')} ${anyOf('painlessly', 'without pain', 'without it hurting', 'without feeling it', 'without feeling anything', 'quickly', 'fast', 'peacefully', 'quietly', 'for sure', 'for good', 'without anyone knowing', 'without being found', 'without failing', 'and not fail', 'the right way')}`,
  `how ${anyOf('many', 'much')} ${upTo(6)}${anyOf('pills', 'meds', 'tablets', 'painkillers', 'sleeping pills', 'tylenol', 'advil', 'ibuprofen', 'paracetamol', 'insulin', 'xanax')} ${upTo(6)}${anyOf('enough', 'deadly', 'fatal', 'lethal', 'to stop my heart', 'to stop breathing', 'to be sure', 'for good', 'to never wake')}${notBefore('for (?:a|the|my) (?:day|week|cold|headache|flu|trip|kid|child|dog|cat)|per day|a day|in a day|at once for|to take for|to (?:help|fix|treat|sleep|fall asleep)|of a dose|for pain')}`,
  `${anyOf('highest', 'tallest', 'biggest', 'best', 'which', 'what', 'whats the highest', 'whats the tallest', 'closest', 'nearest', 'a high')} ${upTo(1)}${anyOf('bridge', 'bridges', 'building', 'buildings', 'cliff', 'cliffs', 'roof', 'rooftop', 'rooftops', 'parking garage', 'overpass', 'floor', 'tower', 'balcony', 'dam', 'place')} ${across(8)}${NOT_FOR_SIGHTS}${notBefore('lol|lmao|haha|jk|into|with')}`,
  `${anyOf('bridge', 'building', 'cliff', 'roof', 'rooftop', 'floor', 'balcony', 'tower', 'overpass', 'height')} ${upTo(6)}${anyOf('to jump from', 'to jump off', 'to jump', 'to fall from', 'that would kill me', 'that would do it', 'where i wouldnt survive', 'where you dont survive', 'where u dont survive', 'i wouldnt survive', 'you wouldnt survive', 'u wouldnt survive', 'to not survive')}${notBefore('into (?:the|a) (?:water|lake|river|pool|sea|ocean)|with a (?:parachute|bungee)|for (?:fun|the pics|a dive)|in (?:gta|minecraft|the game|fortnite)|lol|haha|bungee|parachute|base jump|cliff jump|cliff diving|into water|on|around|rope|higher|over')}`,
  // Passive wishes: "i wish a car would just hit me so it would be over".
  `${anyOf('wish', 'wishing', 'hope', 'hoping', 'pray', 'praying', 'want', 'wouldnt mind if', 'wouldnt care if', 'dont care if', 'wouldnt be mad if', 'secretly hope', 'sometimes i hope', 'keep hoping', 'kinda hope', 'lowkey hope', 'fantasize about', 'dream about', 'think about')} ${upTo(2)}${anyOf('a', 'the', 'some', 'that', 'a random', 'one')} ${upTo(1)}${HITTER} (?:${anyOf('would', 'just', 'will', 'could', 'finally', 'would just', 'will just', 'might', 'to')} )?${anyOf('hits me', 'hit me', 'hitting me', 'to hit me', 'to run me over', 'to kill me', 'runs me over', 'run me over', 'ran me over', 'running me over', 'kills me', 'kill me', 'killing me', 'takes me out', 'take me out', 'crushes me', 'crush me', 'crashes', 'crash', 'crashed', 'goes down', 'falls on me', 'fall on me', 'crashes into me', 'crash into me', 'strikes me', 'strike me', 'ends me', 'end me', 'would hit me', 'would run me over', 'would kill me', 'would take me out', 'would end me', 'would crash')}${notBefore('in (?:gta|the game|minecraft|fortnite|mario kart)|lol jk|jk')}`,
  `${anyOf('wish i', 'hope i', 'hoping i', 'want to', 'wanna', 'wouldnt mind', 'wouldnt mind if i', 'i could', 'id like to', 'pray i', 'wish id', 'hope id')} ${upTo(2)}${anyOf('get', 'getting', 'got', 'be', 'being', 'was', 'were')} ${anyOf('hit by', 'run over by', 'killed by', 'killed in', 'hit by (?:a|the)', 'in a (?:car|plane|bus) crash', 'in a crash')}${notBefore('cupid|love|a wave of|the vibe|the feels|nostalgia|a truck of|a meteor of|the ball|a ball|the train of thought|your|ur|her|his|their|this|my (?:dad|mom|sister|brother|friend|teacher|boss)')}`,
  `${anyOf('so', 'and')} ${anyOf('it', 'everything', 'this', 'it all')} ${anyOf('would be', 'could be', 'will be', 'would finally be', 'is finally', 'can be', 'would just be', 'would all be')} ${anyOf('over', 'done', 'finished')}(?<= ${anyOf('wish', 'hope', 'want', 'pray', 'die', 'dead', 'gone', 'hit me', 'kill me', 'run me over', 'not wake up', 'never wake up')} ${across(8)}${anyOf('so', 'and')} ${anyOf('it', 'everything', 'this', 'it all')} ${upTo(3)}${anyOf('over', 'done', 'finished')})`,
  `${anyOf('wouldnt', 'would not', 'honestly wouldnt', 'wouldnt even', 'i wouldnt', 'i dont', 'really dont', 'wouldnt really')} ${anyOf('mind', 'care')} ${anyOf('dying', 'if i died', 'if i didnt wake up', 'not waking up', 'if i never woke up', 'if i got hit', 'if i just died', 'if it all ended', 'if i was dead', 'if i were dead', 'being dead', 'if something killed me', 'if i stopped existing', 'if i just stopped existing', 'to die', 'to not wake up', 'if i die')}${notBefore('in a|on|for|my hair|your|of laughter|laughing|at|my nails|it|them|old|happy|rich|with you|with u|next to|trying|doing|lol|lmao|haha')}`,
  // Not wanting to be here: "i dont think i want to be here anymore tbh".
  `${anyOf('dont', 'do not', 'no longer', 'not sure i', 'dunno if i', 'idk if i', 'dont know if i', 'not sure if i', 'dont even', 'dont really', 'really dont', 'just dont')} ${upTo(3)}${anyOf('want', 'wanna', 'wish', 'feel like')} (?:to )?${anyOf('be here', 'be around', 'be alive', 'be on this earth', 'be in this world', 'be on earth', 'exist', 'be a person', 'live', 'be living', 'stay alive', 'keep going', 'keep existing', 'wake up')} ${anyOf('anymore', 'any more', 'no more', 'much longer', 'for much longer')}${notBefore(HERE_BENIGN)}`,
  headUnlessAfter(`${anyOf('want to', 'wanna', 'wish i could', 'need to')}`, `${NEGATION}|${OTHER_SUBJECT}`, 1, ` ${anyOf(`${anyOf('disappear', 'vanish')} ${anyOf('from this world', 'from existence', 'and never come back', 'and not come back')}`, `${anyOf('stop existing', 'not exist', 'not be here', 'be gone')} ${anyOf('forever', 'for good', 'permanently')}`)}${notBefore('from (?:twitter|insta|instagram|social media|tiktok|the internet|this app|the group|school|work)|for (?:a|the) (?:week|weekend|day|while|bit)|lol|haha|on vacation|to (?:a|an|the) (?:island|beach|cabin)|after|from')}`),
  `${anyOf('no one', 'nobody', 'noone', 'no body', 'not a single person', 'not one person', 'literally no one', 'would anyone', 'would anybody', 'does anyone', 'would people', 'would you', 'would u', 'wouldnt anyone')} ${upTo(4)}${anyOf('notice', 'care', 'miss me', 'realize', 'realise', 'know', 'even know', 'cry', 'come to my funeral')} ${upTo(3)}if i ${anyOf(IF_GONE, 'just disappeared', 'disappeared forever', 'was gone forever', 'vanished', 'was gone for good', 'disappeared for good', 'went away forever', 'ended it', 'ended my life', 'stopped existing', 'died tomorrow', 'died tonight', 'didnt exist anymore', 'wasnt here anymore', 'killed myself tonight')}${notBefore('for|from|on|to|in (?:a|the) (?:game|crash|accident)')}`,
  // Self-harm, told with when or again: "cut myself again last night", "relapsed and hurt myself".
  `${anyOf('relapsed', 'relapse', 'relapsing', 'i slipped', 'slipped up', 'broke my streak', 'lost my streak', 'ruined my streak', 'broke my clean streak', 'lost my clean streak')} ${across(8)}${anyOf('hurt myself', 'hurting myself', 'harmed myself', 'scratched', 'scratching', 'bled', 'blood', 'cut', 'cutting', 'burned', 'burnt', 'razor', 'blade', 'sh', 'self harmed', 'scars', 'cuts')}${notBefore('my hair|the|a|an|class|sugar|carbs|caffeine|on sugar|on carbs|back|down|off|out|ties|corners')}`,
  headUnlessAfter(`${anyOf('cut', 'burned', 'burnt', 'hurt', 'scratched', 'hit', 'carved', 'punched', 'harmed')}`, 'she|he|they|friend|sister|brother|mom|dad|someone|you|u|cat|dog', 1, ` myself ${anyOf('again', 'last night', 'yesterday', 'today', 'tonight', 'this morning', 'earlier', 'on purpose', 'every night', 'every day', 'deeper', 'worse', 'til', 'till', 'until')}${notBefore('shaving|falling|fell|tripping|skating|skiing|running|biking|riding|lifting|working out|at practice|at football|at soccer|cooking|baking|playing|while|in the kitchen|at the gym|at work|with (?:a|the) (?:knife|door|oven|pan|iron|stove|kettle)|on (?:the|a) (?:oven|stove|pan|iron|door|glass|paper|can)|by accident|accidentally|opening|chopping|cutting|slicing|trying to|when i (?:fell|tripped|slipped)|lol')}`),
  `${anyOf('hurt', 'hurting', 'harm', 'harming', 'cut', 'cutting', 'burn', 'burning')} myself ${anyOf('again', 'on purpose', 'to feel', 'to cope', 'so i feel', 'so i can feel', 'bc it helps', 'because it helps', 'when it gets bad', 'when i feel')}`,
  // Plans with a time: "tonights the night. im not even scared anymore", "tonight im ending it".
  `${anyOf('tonights the night', 'tonight is the night', 'today is the day', 'todays the day', 'tomorrow is the day', 'tomorrows the day', 'its time', 'the time has come', 'its tonight', 'its happening tonight', 'tonight it ends', 'tonight its over')} ${across(6)}${anyOf('not (?:even )?scared anymore', 'not (?:even )?scared', 'not afraid anymore', 'no going back', 'ive decided', 'i decided', 'its decided', 'made up my mind', 'im ready', 'i am ready', 'goodbye', 'at peace', 'im at peace', 'nobody can stop me', 'no one can stop me', 'dont try to stop me', 'thank you for everything', 'thanks for everything', 'forgive me', 'for real this time', 'this time for real')}${notBefore('to|for now|see you|see u|for (?:the|my|our|a) (?:date|concert|show|game|party|exam|test|interview|wedding|game|stream|flight|trip|surgery|match|premiere|launch)|lol|lmao|haha')}`,
  `${anyOf('tonight', 'tomorrow', 'this weekend', 'on friday', 'on saturday', 'on sunday', 'after this', 'after school', 'after work', 'when everyone is asleep', 'when everyones asleep', 'on my birthday', 'soon', 'today')} ${anyOf('im', 'i am', 'ill', 'i will', 'im gonna', 'im going to', 'i finally', 'im finally', 'i m')} ${upTo(1)}${anyOf('end it', 'end it all', 'end things', 'end everything', 'kill myself', 'go through with it', 'take them all', 'take all of them', 'let go for good', 'say goodbye for good', 'be gone', 'stop existing', 'end my life', 'take my life')}${notBefore('with|between|for|off|early|all|from|until|till|by|on|in (?:the|a) (?:game|match)|lol|haha|at|to|over')}`,
  // Batch-1 self-check families: no future, hoping to stop breathing, staring at the means, a searched height, a body part again, the pain to stop forever, one more day, if i die tonight, a rope ready, a fatal dose, a funeral, a decided plan, a letter in case, relieved if i were gone.
  `${anyOf('dont see', 'cant see', 'cant picture', 'cant imagine', 'dont have', 'theres no', 'there is no', 'i have no', 'see no')} (?:a |any )?future ${anyOf('for me', 'for myself', 'anymore', 'ahead of me', 'at all', 'for me anymore')}${notBefore('in|at|with|here|there|on|if|unless|as a|lol|haha|without')}`,
  `${anyOf('hope', 'hoping', 'wish', 'wishing', 'pray', 'praying', 'kinda hope', 'secretly hope')} (?:that )?i ${gapWithout(2, 'dont|do not|never|wont|didnt|not|dont ever')}${anyOf('stop breathing', 'dont wake up', 'never wake up', 'wont wake up', 'wouldnt wake up', 'die', 'died', 'stop existing', 'dont make it through the night', 'dont make it to tomorrow', 'just disappear', 'fade away', 'cease to exist', 'dont survive the night', 'get hit by')}${notBefore('in(?! my sleep)|on|of|at|from|doing|trying|before|until|till|late|early|on time|lol|lmao|haha|tho|laughing|for|my hair|a little|inside')}`,
  `${anyOf('pills', 'meds', 'knife', 'blade', 'razor', 'rope', 'gun', 'tablets', 'bottle', 'pistol')} ${across(8)}${anyOf('keep staring at (?:it|them)', 'cant stop staring at (?:it|them)', 'cant stop looking at (?:it|them)', 'keep looking at (?:it|them)', 'thinking (?:about|of) using (?:it|them)', 'want to use (?:it|them)', 'wanna use (?:it|them)', 'gonna use (?:it|them)', 'going to use (?:it|them)', 'keep holding (?:it|them)')}${notBefore('to (?:cook|cut|chop|open|shave|clean)|for|on (?:the|my) (?:food|steak|veggies|hair)|lol|haha')}`,
  `${anyOf('looked up', 'looking up', 'googled', 'googling', 'searched', 'searching', 'researched', 'researching', 'checked')} ${upTo(4)}${anyOf('bridge', 'bridges', 'building', 'buildings', 'cliff', 'cliffs', 'rooftop', 'rooftops', 'parking garage', 'overpass', 'tallest', 'highest', 'train times', 'train schedule')} ${across(10)}${anyOf('i know what im doing', 'you know why', 'dont ask why', 'dont try to stop me', 'no one can stop me', 'nobody can stop me', 'its for me', 'not for a project', 'not for school', 'for tonight', 'ive decided', 'i decided', 'its decided')}`,
  `my ${anyOf('wrists', 'wrist', 'arms', 'arm', 'thighs', 'thigh', 'legs', 'stomach', 'hips', 'skin')} ${anyOf('are', 'is', 'r', 'look', 'looks')} ${upTo(1)}${anyOf('a mess', 'covered', 'all cut up', 'cut up', 'bleeding', 'scarred', 'full of cuts', 'torn up', 'shredded', 'ruined', 'a bloody mess', 'raw')} ${across(6)}${anyOf('again', 'couldnt stop', 'cant stop', 'didnt stop', 'relapsed', 'did it again', 'on purpose', 'from the blade', 'from the razor', 'from cutting')}${notBefore('at (?:the|practice)|playing|after (?:the|practice|gym)')}`,
  `${anyOf('want', 'wish', 'need', 'just want', 'just need')} ${anyOf('the', 'this', 'all the', 'my', 'all this', 'all of this', 'everything', 'it all', 'it')} ${upTo(1)}${anyOf('pain', 'hurt', 'suffering', 'hurting', 'misery', 'noise in my head', 'thoughts')} to ${anyOf('stop', 'end', 'be over')} ${anyOf('forever', 'for good', 'permanently', 'once and for all')}`,
  `cant ${anyOf('survive', 'face', 'make it through', 'get through', 'live', 'live through', 'do', 'handle', 'take', 'bear')} ${anyOf('another day', 'one more day', 'another night', 'another week', 'another year', 'one more night')}${notBefore('of|at|in|with|without|until|till|at work|lol|haha|like this at')}`,
  `if i ${anyOf('die', 'dont make it', 'dont survive', 'dont wake up', 'do it', 'go through with it', 'kill myself', 'end it', 'disappear', 'am gone', 'm gone', 'dont come back')} ${anyOf('tonight', 'today', 'tomorrow', 'this weekend', 'soon', 'before morning')}${notBefore('from|of|at|on|in|bc|because|cuz|lol|lmao|haha|laughing|doing|trying')} ${across(6)}${anyOf('tell', 'please', 'i love', 'i loved', 'take care', 'sorry', 'goodbye', 'thank', 'its not your fault', 'dont blame')}${notBefore('lol|lmao|haha')}`,
  `rope ${anyOf('is', 's', 'are')} ${upTo(1)}${anyOf('tied', 'ready', 'set up', 'hung', 'hanging', 'up', 'on the hook', 'on the door', 'on the beam', 'around my neck')}${notBefore('to (?:the|a|my)|around (?:the|a)|for|on the (?:boat|dock|tree|car)|lol|haha|outside|in the (?:garage|gym|yard)')}`,
  `${anyOf('dose', 'amount', 'how much', 'how many')} ${upTo(5)}${anyOf('would be', 'is', 'thats', 'that would be', 'to be', 'would', 'will be', 'that is')} ${anyOf('fatal', 'lethal', 'deadly', 'enough to kill me', 'enough to kill a person', 'enough to kill someone')}${notBefore('for (?:a|my|the) (?:dog|cat|pet|kid|child|baby)|to (?:dogs|cats|pets)')}(?<! ${anyOf('caffeine', 'coffee', 'water', 'sugar', 'salt', 'energy drinks?', 'chocolate', 'alcohol for a dog')} ${upTo(6)}${anyOf('fatal', 'lethal', 'deadly', 'enough to kill me', 'enough to kill a person', 'enough to kill someone')})`,
  `${anyOf('nobody', 'no one', 'noone', 'not a single person', 'not one person', 'literally nobody', 'who')} ${upTo(2)}${anyOf('would', 'will', 'gonna', 'is gonna', 'is going to', 'even', 'would even')} ${upTo(1)}${anyOf('come to', 'show up to', 'show up at', 'go to', 'cry at', 'attend', 'be at', 'bother coming to')} my funeral`,
  `${anyOf('ive decided', 'i decided', 'i know', 'i figured out', 'ive figured out', 'ive planned', 'i planned', 'i already know', 'i already decided')} ${anyOf('how', 'when', 'where')} ${anyOf('im going to', 'im gonna', 'ill', 'i will', 'to')} do it(?= $| \\. $)`,
  `${anyOf('letter', 'letters', 'note', 'notes')} ${anyOf('to', 'for')} ${upTo(2)}${FAMILY} ${across(6)}${anyOf('in case something happens to me', 'in case im not here', 'in case im not around', 'in case im gone', 'in case i dont make it', 'for when im gone', 'for after im gone', 'for when im not here', 'for when im not around', 'so they know why', 'so they understand', 'explaining why', 'explaining everything', 'i cant do this anymore')}`,
  `${anyOf('relieved', 'be relieved', 'be free', 'at peace', 'lighter', 'less burdened', 'be fine', 'move on fast')} ${upTo(2)}if i ${anyOf(IF_GONE, 'was gone', 'were gone', 'disappeared', 'died', 'wasnt around', 'wasnt here', 'wasnt alive', 'killed myself')}${notBefore('for|on|to|from|away|at|this|next|tomorrow|today|tonight')}`,
  // Batch-2 self-check families: asleep forever, a day picked while alone, ready but for courage, means bought for this, worthless life and leaving, the car in the garage, a past attempt to repeat.
  `${anyOf('want to', 'wanna', 'wish i could', 'just want to', 'need to', 'would love to', 'id love to', 'i could')} ${upTo(1)}${anyOf('fall asleep', 'go to sleep', 'sleep')} ${anyOf('forever', 'and never wake up', 'and not wake up', 'and have it all end', 'and have it be over', 'and have everything end', 'and make it all stop', 'and never come back')}${notBefore('after|this|on|today|tonight|tomorrow|lol|lmao|haha|til|until|in|next|with')}`,
  `${anyOf('do it', 'doing it', 'end it', 'ending it', 'kill myself', 'go through with it')} ${upTo(1)}${anyOf('on (?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)', 'this weekend', 'tonight', 'tomorrow', 'next week', 'on my birthday')} ${across(2)}${anyOf('when (?:my parents|my mom|my dad|my family|everyone|my roommates?|they) (?:are|is|s|r|go|leave|will be) (?:away|gone|out|asleep|not home|on vacation|at work)', 'when no ?one is (?:home|around|here)', 'when nobody is (?:home|around|here)', 'when im (?:home )?alone', 'when i am alone', 'while (?:everyone|they) (?:is|are|s|r) asleep')}`,
  `${anyOf('everything is ready', 'everythings ready', 'i have everything ready', 'ive got everything ready', 'i have everything i need', 'ive got everything i need', 'its all ready', 'all set up', 'its all planned', 'i have it all planned', 'i have a plan')}${notBefore('for|to (?:go|start)|lol|haha')} ${across(6)}${anyOf('need (?:to find )?the courage', 'need courage', 'need to find the courage', 'need the guts', 'just need the guts', 'not brave enough yet', 'waiting for the right moment', 'waiting for tonight', 'just need to do it')}${notBefore('to (?:ask|tell|talk|confess|post|send|call|apply|quit|sing|perform|present|ask her|ask him)|for (?:the|my|a) (?:date|interview|exam|show|talk)|lol|haha')}`,
  `${anyOf('bought', 'got', 'ordered', 'picked up', 'stole', 'took')} ${upTo(2)}${anyOf('razor', 'razors', 'razor blades?', 'blades?', 'rope', 'pills', 'gun', 'sleeping pills', 'box cutter')} ${anyOf('just for this', 'for this', 'for it', 'for tonight', 'on purpose', 'specifically for this', 'for what im about to do', 'for what im going to do')}${atPhraseEnd('', 'i know|tbh|honestly|dont|please|its|im')}`,
  `${anyOf('life is', 'my life is', 'lifes', 'life s', 'everything is', 'existence is')} ${anyOf('pointless', 'worthless', 'meaningless', 'not worth it', 'not worth anything', 'over')} ${across(4)}${atPhraseEnd(anyOf('im out', 'im done', 'im leaving', 'im going', 'bye', 'goodbye', 'peace out', 'im checking out', 'see ya', 'so long'), 'forever|for good|for real|everyone|all')}`,
  `${anyOf('car', 'truck', 'van')} ${across(5)}${anyOf('engine', 'motor')} ${upTo(2)}${anyOf('running', 'on', 'idling')} ${across(4)}${anyOf('garage', 'closed garage', 'the garage door shut', 'garage door closed')}${notBefore('to warm|for (?:a|the) (?:minute|sec|second)|lol|haha')}`,
  `${anyOf('tried to', 'i tried to', 'attempted to', 'tried')} ${anyOf('kill myself', 'end it', 'end my life', 'overdose', 'od', 'hang myself', 'take my life')} ${across(8)}${anyOf('try again', 'do it again', 'try it again', 'gonna try again', 'ill try again', 'will try again', 'doing it again', 'trying again', 'next time it will work', 'do it right this time', 'make sure it works')}`,
];

/*
 * Co-occurrence families (issue #33, round 3): concepts defined once, joined by bounded gaps within a
 * sentence or a message, so that a new writer's wording of the same situation still matches.
 */
/** Means, for co-occurrence. */
const R3_MEANS = anyOf('pills', 'meds', 'medication', 'tablets', 'painkillers', 'sleeping pills', 'morphine', 'insulin', 'oxy', 'fentanyl', 'xanax', 'blades?', 'razors?', 'razor blades?', 'rope', 'gun', 'pistol', 'rifle', 'shotgun');
/** Means that are rarely kept for a benign purpose in a bedroom. */
const R3_HARD_MEANS = anyOf('rope', 'gun', 'pistol', 'rifle', 'shotgun', 'blades?', 'razors?', 'razor blades?', 'morphine');
/** What keeps means from being a plan: a purpose. */
const R3_PURPOSE = 'for|to|climbing|camping|hiking|boat|hammock|swing|tent|hunting|range|shaving|flu|cold|headache|cramps|allergies|prescription|pharmacy|doctor|vet|dog|cat|work|class|project|trip|tomorrows|disposal|recycle|return|gym|crafts?';
/** Where means are kept ready. */
const R3_KEPT = anyOf('in my (?:closet|room|bag|backpack|car|drawer|nightstand|desk|bathroom|pocket|locker)', 'under my (?:bed|pillow|mattress)', 'in the (?:closet|drawer|car|garage)');
/** A time or readiness that turns means into a plan. */
const R3_WHEN = anyOf('tonight', 'this weekend', 'on (?:friday|saturday|sunday|monday)', 'saturday', 'friday', 'sunday', 'waiting for the right (?:night|day|time|moment)', 'just waiting', 'its the night', 'tonights the night', 'when (?:no ?one|nobody|everyone) (?:is|s) (?:home|asleep|gone)', 'on my mind', 'cant stop thinking about (?:it|them)', 'keep thinking about (?:it|them)', 'for when i cant', 'for me', 'for myself', 'i know what (?:im|i am) (?:doing|going to do)', 'i know where im going');
/** Stockpiling verbs. */
const R3_STOCK = anyOf('saved', 'saved up', 'saving', 'collected', 'collecting', 'gathered', 'gathering', 'hoarded', 'hoarding', 'stashed', 'stashing', 'set aside', 'put aside', 'hid', 'hidden', 'kept', 'keeping', 'stockpiled', 'stockpiling', 'counting', 'counted');
/** Someone else's medicine, taken for oneself. */
const R3_OTHERS = anyOf('my (?:grandmas|grandmothers|grandpas|moms|mums|mothers|dads|fathers|parents|nans|sisters|brothers|roommates)', 'from (?:the )?(?:hospital|ward|work|pharmacy)');
/** A farewell writing and who it is for. */
const R3_WROTE = anyOf('wrote', 'written', 'writing', 'finished', 'left', 'leaving', 'typed');
const R3_LETTER = anyOf('a letter', 'letters', 'the letter', 'the letters', 'a note', 'the note', 'notes', 'my note', 'my letter', 'my letters');
const R3_NOT_FAREWELL = anyOf('fridge', 'milk', 'groceries', 'pick up', 'buy', 'grab', 'dinner', 'coworkers?', 'colleagues?', 'boss', 'team', 'teacher', 'class', 'santa', 'school', 'landlord', 'neighbou?rs? about', 'job', 'company', 'cover', 'recommendation', 'application', 'birthday', 'bday', 'wedding', 'anniversary', 'christmas', 'xmas', 'valentines', 'mothers day', 'fathers day', 'graduation', 'thank you', 'pen ?pal', 'dishes', 'fridge', 'grocer(?:y|ies)', 'shopping', 'reminder');
const R3_FAMILY = anyOf('family', 'mom', 'mum', 'mother', 'dad', 'father', 'parents', 'brother', 'sister', 'little brother', 'little sister', 'siblings', 'kids', 'son', 'daughter', 'wife', 'husband', 'grandma', 'grandpa', 'best friend', 'boyfriend', 'girlfriend', 'everyone');
/** Giving away what one loves, then a reason that is the end. */
const R3_GAVE = anyOf('gave', 'giving', 'given', 'rehomed', 'gave away', 'left', 'can have', 'can keep', 'deleted', 'sold');
const R3_GONE_REASON = anyOf('wanted to thank (?:you|u) for (?:listening|everything|being there)', 'wont need (?:it|them|her|him|any of it|to worry|to care|to look after|to feed)', 'wont be (?:using|needing|needin|around|here)', 'wont need to (?:worry|care|look after|feed)', 'not gonna need', 'wont be able to (?:take care|look after|care)', 'take better care of (?:her|him|them|it)', 'wanted to say (?:bye|goodbye|thanks|thank you)', 'just wanted to say (?:bye|goodbye|thanks|thank you)', 'say (?:bye|goodbye) to (?:you|u)', 'thanks for (?:being there|everything)', 'wanted to thank (?:you|u)', 'one last time');
const R3_WONT_CAUSE = 'weekend|week|vacation|holiday|trip|away|while|since|because|cause|cuz|bc|as|moving|move|allergic|allergies|new (?:one|phone|place|job)|upgrade|got a';
/** No point, reason or sense in going on. */
const R3_NO_POINT = anyOf('no point', 'no reason', 'no sense', 'no purpose', 'nothing left', 'dont see (?:the|a|any) (?:point|reason)', 'cant see (?:the|a|any) (?:point|reason)', 'see no (?:point|reason)', 'whats the point', 'no use', 'pointless');
const R3_GO_ON = anyOf('going on', 'go on', 'carrying on', 'carry on', 'keep going', 'keeping going', 'continuing', 'continue', 'staying here', 'stay here', 'being here', 'be here', 'being alive', 'staying alive', 'stay alive', 'living', 'to live', 'trying anymore', 'waking up');
const R3_HERE_BENIGN = 'in|at|with|on|this|that|for (?:this|that|the|a)|arguing|discussing|studying|trying to|waiting|explaining|lol|lmao|haha|today|tonight|if';
/** Hurting oneself on purpose, and what makes it repeated. */
const R3_HURT_SELF = anyOf('pick(?:ing|ed)? at my (?:skin|arms?|scabs?)', 'pull(?:ing|ed)? (?:out )?my (?:hair|skin)', 'hurt(?:ing)? myself', 'harm(?:ing)? myself', 'cut(?:ting)? myself', 'burn(?:ing|ed|t)? myself', 'scratch(?:ing|ed)? (?:myself|my (?:arms?|legs?|wrists?|skin|thighs?))', '(?:bit|bite|biting) (?:myself|my (?:arms?|wrists?|hands?))', '(?:hit|hitting|punch|punching) myself', 'cut(?:ting)? my (?:arms?|legs?|wrists?|thighs?|stomach|hips?)', 'burn(?:ing|ed|t)? my (?:arms?|legs?|wrists?|thighs?|skin)');
const R3_REPEATED = anyOf('again', 'every night', 'every day', 'most nights', 'each night', 'every time', 'since', 'for (?:weeks|months|days)', 'till (?:it|they|i) (?:bleeds?|bled)', 'until (?:it|they|i) (?:bleeds?|bled)', 'so hard (?:it|they) bled', 'bled again', 'bleeding again', 'cant stop', 'couldnt stop', 'on purpose', 'to feel something', 'to cope', 'lately', 'nobody knows', 'no one knows');
const R3_HURT_NOT = 'she|he|they|cat|kitten|dog|puppy|it|friend|sister|brother|baby|kid';
/** Gone for good. */
const R3_VANISH = anyOf('disappear', 'vanish', 'be gone', 'stop existing', 'not exist');
const R3_FOR_GOOD = anyOf('and never come back', 'and not come back', 'for good', 'forever', 'permanently', 'for real this time');
const R3_NOT_FROM = 'from (?:social|twitter|insta|instagram|tiktok|the internet|online|this app|this server|the group)|off (?:social|the internet|the grid)|lol|haha';
/** The only way out. */
const R3_ONLY_WAY = anyOf('only way out', 'only way', 'only solution', 'only option', 'only escape', 'only answer', 'only exit', 'only choice');
const R3_DEATH_ACT = anyOf('kill myself', 'end it', 'end my life', 'die', 'dying', 'death', 'disappear', 'suicide', 'to not be here', 'not being here', 'not existing', 'to stop existing', 'end everything');
/** Heights and being there now. */
const R3_HEIGHT = anyOf('parking deck', 'deck', 'roof', 'rooftop', 'bridge', 'ledge', 'edge', 'balcony', 'top of (?:the|a|my) (?:garage|parking garage|building|cliff|tower)', 'overpass', 'cliff', 'train tracks', 'tracks', 'platform');
const R3_THERE_NOW = anyOf('writing (?:to )?(?:you|u) from (?:here|up here)', 'texting (?:you|u) from (?:here|up here)', 'wanted to talk to (?:someone|somebody|you|u)', 'one last time', 'keep looking (?:over the edge|down)', 'looking (?:over the edge|down)', 'cant stop looking down', 'thinking (?:about|of|abt) jumping');
const R3_FESTIVE = 'office|antenna|wifi|installing|roofer|gutters?|fireworks|party|view|sunset|sunrise|stars|photo|photos|pics|selfie|bbq|drinks|picnic|concert|parade|game|traffic|commute|bus|stuck|work|shift|fixing|repair|painting|cleaning|tour';
/** Thinking about a method and its object. */
const R3_THINK = anyOf('thinking', 'think', 'thought', 'keep thinking', 'cant stop thinking', 'tempted', 'want to', 'wanna', 'urge to', 'imagining', 'picturing', 'gonna', 'going to', 'im going to', 'ill');
const R3_METHOD = anyOf('driving (?:into|off|of)', 'drive (?:into|off|of)', 'crashing into', 'crash into', 'swerving into', 'swerve into', 'steering into', 'jumping (?:off|from|in front of)', 'jump (?:off|from|in front of)', 'go over', 'going over', 'stepping (?:off|in front of)', 'step (?:off|in front of)', 'let go of the wheel', 'letting go of the wheel', 'walk(?:ing)? into (?:traffic|the sea|the ocean|the river|the lake)');
const R3_OBJECT = anyOf('platform', 'the platform', 'tracks', 'pillar', 'wall', 'tree', 'pole', 'barrier', 'guardrail', 'truck', 'oncoming', 'traffic', 'the road', 'the bridge', 'a bridge', 'the edge', 'the railing', 'building', 'roof', 'balcony', 'train', 'the tracks', 'cliff', 'river', 'sea', 'ocean');
const R3_EASY = anyOf('would be (?:so )?(?:quick|easy|painless|enough|fast|simple)', 'how (?:easy|quick|simple) it would be', 'would (?:do it|end it|kill me)');
/** Bought or ready, then when. */
const R3_GOT = anyOf('bought', 'got', 'ordered', 'have', 'ive got', 'picked up', 'theres', 'there is');
const R3_READY_ALL = anyOf('got (?:everything|what) i need', 'have (?:everything|what) i need', 'bought what i need(?:ed)?', 'everything is ready', 'everythings ready', 'its all ready', 'all set');
const R3_ITLL_BE = anyOf('itll be', 'it will be', 'its happening', 'doing it', 'its');
const R3_DAY = anyOf('tonight', 'tomorrow', 'this weekend', 'on (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday)', 'friday', 'saturday', 'sunday');
/** The last message. */
const R3_LAST_TIME = anyOf('last time ill (?:bother|text|message|write to|talk to) (?:anyone|you|u|everyone)', 'last time (?:you|u)ll hear from me', 'last time i (?:bother|text|message|write to) (?:anyone|you|u|everyone)');
const R3_DECIDED = anyOf('(?:i )?already decided', 'ive decided', 'i decided', 'i made (?:my|the) decision', 'decision made', 'no going back', 'im ready', 'i know what im doing');

const cooccurrence = [
  // Means kept or bought, then a time, a place or readiness: "ive got the rope in my closet. just waiting for the right night".
  `${R3_GOT} ${upTo(3)}${R3_HARD_MEANS} ${acrossWithout(8, R3_PURPOSE)}${anyOf(R3_KEPT, R3_WHEN, R3_DAY)}(?! ${upTo(4)}${anyOf(R3_PURPOSE, 'from when', 'sailing', 'boating', 'kayaking', 'moving')}(?= ))${notBefore('for (?:the|a|my) (?:trip|hike|climb|class|game)|lol|haha')}`,
  `${R3_MEANS} ${upTo(6)}${anyOf(R3_STOCK, 'lined up', 'in a pile', 'all in a pile', 'counted out')} ${acrossWithout(8, R3_PURPOSE)}${anyOf(R3_WHEN, R3_DAY, R3_EASY, 'its enough', 'enough now', 'im counting them')}`,
  `${R3_STOCK} ${upTo(4)}${R3_MEANS} ${upTo(2)}${R3_OTHERS}`,
  `${R3_STOCK} ${upTo(3)}${R3_OTHERS} ${upTo(2)}${R3_MEANS}${notBefore('to (?:the|a) (?:pharmacy|disposal|doctor)|for (?:her|him|them)|so (?:she|he|they)')}`,
  `${R3_STOCK} ${upTo(4)}${R3_MEANS} ${acrossWithout(8, R3_PURPOSE)}${anyOf(R3_WHEN, R3_DAY)}`,
  `${R3_MEANS} ${upTo(6)}${anyOf(R3_KEPT, 'in my nightstand', 'in the nightstand')} ${acrossWithout(8, R3_PURPOSE)}${anyOf('on my mind', 'all i think about', 'cant stop thinking', 'keep thinking about', 'been thinking about (?:it|them|using)', 'for when', 'waiting', 'tonight')}`,
  // Farewell letters: "wrote letters to my mom and my little brother tonight", "i wrote a note tonight".
  `${R3_WROTE} ${upTo(2)}${anyOf('a letter', 'letters', 'the letter', 'the letters', 'my letter', 'my letters')} ${gapWithout(3, R3_NOT_FAREWELL)}${anyOf('to', 'for')} ${gapWithout(2, R3_NOT_FAREWELL)}${R3_FAMILY}(?! ${upTo(6)}${R3_NOT_FAREWELL}(?= ))`,
  `${R3_WROTE} ${upTo(1)}${R3_LETTER} ${anyOf('tonight', 'last night', 'already', 'for everyone', 'for them', 'for after')}(?! ${anyOf('for|to|about|on|in|at|lol')} )(?! ${across(8)}${R3_NOT_FAREWELL}(?= ))`,
  `${R3_LETTER} ${upTo(4)}${anyOf('(?:he|she|they)(?:ll| will) find (?:it|them)', 'they will find', 'theyll read', 'will find (?:it|them)', 'for when im gone', 'how calm it sounds', 'on my bed', 'on my desk')}(?<! ${R3_NOT_FAREWELL} ${across(8)}${anyOf('(?:he|she|they)(?:ll| will) find (?:it|them)', 'they will find', 'theyll read', 'will find (?:it|them)', 'for when im gone', 'how calm it sounds', 'on my bed', 'on my desk')})`,
  // Given away, then the end as the reason: "gave my cat to my neighbor. wont need to worry abt her anymore".
  `${R3_GAVE} ${acrossWithout(14, R3_WONT_CAUSE)}${R3_GONE_REASON}(?! ${upTo(4)}${anyOf('since', 'because', 'cause', 'cuz', 'bc', 'now that', 'move', 'moving', 'i got')}(?= ))`,
  `${anyOf('wont', 'will not')} be ${anyOf('using', 'needing', 'playing')} ${anyOf('it', 'them')} ${anyOf('after', 'past', 'anymore', 'where im going')}${notBefore('since|because|cause|bc|cuz|i got|now that')}`,
  // No point in going on: "no reason to stay here anymore", "theres no point in going on anymore".
  `${R3_NO_POINT} ${upTo(3)}${R3_GO_ON}${notBefore(`${R3_HERE_BENIGN}|the|my|our|your|a|an|meeting|class|game`)}`,
  // Self-harm told with a repetition: "i scratch my arms till they bleed most nights", "bit my arm so hard it bled again".
  headUnlessAfter(R3_HURT_SELF, R3_HURT_NOT, 1, ` ${gapWithout(6, 'shaving|cooking|baking|falling|fell|playing|by accident|accidentally|on (?:the|a) (?:oven|stove|pan|iron|knife)')}${R3_REPEATED}${notBefore('shaving|cooking|falling|playing|at (?:work|the gym|practice)|by accident|accidentally|lol')}`),
  // Gone for good: "i just want to vanish for good".
  headUnlessAfter(R3_VANISH, `${OTHER_SUBJECT}|it|that|this|stain|pain|problem|messages?|app|photos?|account|acne|bruise|scar`, 1, ` ${upTo(1)}${R3_FOR_GOOD}${notBefore(R3_NOT_FROM)}(?<! ${anyOf('embarrassing', 'embarrassed', 'cringe', 'by accident', 'instead of', 'accidentally', 'mortified')} ${across(16)}${R3_FOR_GOOD})`),
  // The only way out: "the only way out i see is to end it".
  `${R3_ONLY_WAY} ${upTo(6)}${R3_DEATH_ACT}${notBefore('with|of (?:the|this) (?:game|level)|in (?:the|this) game|scene|lol')}`,
  // At a height now: "im on the bridge rn, just wanted to talk to someone one last time".
  `${anyOf('on', 'at', 'up on', 'standing on', 'sitting on', 'parked at')} ${anyOf('the', 'a', 'my', 'this')} ${upTo(2)}${R3_HEIGHT} ${acrossWithout(8, R3_FESTIVE)}${R3_THERE_NOW}(?! ${across(8)}${anyOf(R3_FESTIVE)}(?= ))`,
  // A method pictured: "thinking abt driving into the pillar", "thinking how easy it would be to go over".
  headUnlessAfter(R3_THINK, `${OTHER_SUBJECT}|we|you|u`, 0, ` ${upTo(6)}${R3_METHOD} ${upTo(3)}${R3_OBJECT}`),
  `${R3_HEIGHT} ${upTo(8)}${R3_EASY}${notBefore('to (?:cross|get|walk|drive|build|fix|reach|climb|find)|for (?:a|the) (?:photo|pic|view)')}`,
  `${R3_HEIGHT} ${upTo(10)}${R3_THINK} ${upTo(4)}${anyOf(R3_EASY, 'to go over', 'go over', 'to jump', 'jumping')}${notBefore('in|into (?:the|a) (?:pool|lake|water|river)|for fun|lol|haha')}`,
  // Bought what is needed, then the day: "bought what i need. itll be saturday".
  `${anyOf(R3_READY_ALL, `${R3_GOT} ${upTo(2)}${R3_HARD_MEANS}`)} ${acrossWithout(6, R3_PURPOSE)}${R3_ITLL_BE} ${upTo(1)}${R3_DAY}${atPhraseEnd('', 'i think|i guess|when|while')}`,
  // The last time: "this is the last time ill bother anyone".
  R3_LAST_TIME,
  `${anyOf('you', 'u', 'yall', 'you all', 'nobody', 'no one')} ${anyOf('wont', 'will not', 'will never')} ${anyOf('hear from me', 'hear from me ever', 'see me', 'hear of me')} ${anyOf('again', 'anymore', 'ever again')}`,
  `${anyOf('easiest', 'easier', 'best', 'better')} ${upTo(3)}for ${anyOf('everyone', 'everybody', 'all of us', 'my family')} ${upTo(4)}${anyOf('stop existing', 'disappear', 'die', 'am gone', 'was gone', 'were gone', 'wasnt here', 'dont exist')}`,
  `${anyOf('doesnt know', 'dont know', 'didnt know', 'has no idea', 'have no idea')} ${upTo(1)}${anyOf('it was', 'that was', 'its', 'this is', 'it is')} ${anyOf('goodbye', 'a goodbye', 'my goodbye', 'the last time')}`,
  `${anyOf('on the edge of', 'at the edge of', 'on the ledge of', 'sitting on the edge of', 'standing on the edge of', 'over the railing of')} ${anyOf('the', 'a', 'my', 'this')} ${upTo(2)}${R3_HEIGHT} ${upTo(2)}${anyOf('rn', 'right now', 'now')}(?! ${across(8)}${anyOf(R3_FESTIVE)}(?= ))`,
  `${R3_MEANS} ${acrossWithout(10, R3_PURPOSE.replace('|hunting', ''))}${anyOf('cant stop thinking about (?:it|them|that)', 'keep thinking about (?:it|them|that)', 'its all i think about', 'thats the plan', 'that is the plan', 'for when (?:it|things) (?:gets?|get) (?:bad|worse|too much)', 'for when i (?:cant|need it)')}`,
  `${anyOf('today is the day', 'todays the day', 'tonight is the night', 'tonights the night', 'its today', 'its tonight')}${notBefore('of|for|to|that|when|we|i get|at')} ${across(4)}${R3_DECIDED}`,
];
/** The past as past: long ago, stopped, healed (checked after a pattern matched; "dulu", "sembuh": fans mix English in Indonesian). */
const LONG_AGO = '\\d+ (?:years?|yrs) (?:ago|clean|free|now)|years ago|yrs ago|years clean|dulu|sembuh|tahun lalu|thn lalu|taun lalu|\\d+ (?:tahun|thn|taun)';

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
/** A crisis told as the past, then recovery ("... but i'm doing so much better now"). Checked only after a pattern matched. */
const RECOVERED = `(?:but|and) ${upTo(3)}${anyOf('better now', 'much better', 'so much better', 'a lot better', 'doing better', 'doing great', 'doing good', 'doing well', 'fine now', 'okay now', 'ok now', 'good now', 'in a good place', 'clean now', 'years clean', 'healed', 'over it')}`;
const NOT_RECOVERED = `(?! ${across(10)}${RECOVERED})${notNear(LONG_AGO, 8, 10)}`;
const fan = bundled([...written, ...[...families, ...cooccurrence].map((pattern) => withSpellings(pattern, CHAT_SPELLINGS))], NOT_RECOVERED);

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
