import { anyOf } from './phrase-syntax';

/* The English lexicon's shared word lists: negation, other subjects, idioms, and what phrases name. */

/** A negation shortly before a phrase turns it around: "i don't want to die", "please don't kill yourself". */
export const NEGATION = 'dont|do not|didnt|doesnt|never|not|wont|wouldnt|would never|cant|cannot|couldnt|shouldnt|no';
/** Someone else is the subject: a friend, a character, the news. */
export const THIRD_PERSON = 's?hes?|they(?:re)?|his|her|their|him|them|friends?|sisters?|brothers?|moms?|mum|dads?|mother|father|(?:boy|girl)friend|bf|gf|cousin|son|daughter|kids?|characters?|someone|somebody|people|person|teens|used to|about a';
/** The subject is someone else: "she wanted to die when she was a teen". */
export const OTHER_SUBJECT = 'he|she|they|hes|shes|theyre|someone|somebody|people|character|friend|who';
export const WANT = anyOf('want', 'wanna', 'wanted', 'wish', 'wishing', 'ready', 'plan', 'planning', 'trying', 'deserve', 'need', 'should i', 'should i just');
export const I_WILL = anyOf('gonna', 'going to', 'want to', 'wanna', 'will', 'ill', 'im', 'might', 'should', 'ready to', 'about to', 'plan to', 'planning to', 'have to');
/** Idioms that follow "die": dye your hair, die for you, die of laughter, die happy, die in a crash. */
export const DIE_IDIOM =
  '(?:my|your|ur|her|his|the) hair|for (?:you|u|this|that|it|a)|without|happy|laughing|in (?:a|the|my) (?:plane|car|crash|fire|accident)|of (?:cringe|laughter|laughing|embarrassment|boredom|shame|old age|happiness|joy|excitement|cuteness|jealousy|hunger|thirst)|on (?:this|that) hill';
/** Hurting, not injuring: "hurt my arm" is usually an accident, so body parts go with the narrower BODY_HARM_ACT. */
export const SELF_HARM_ACT = anyOf('cut', 'cutting', 'cuts', 'burn', 'burned', 'burnt', 'burning', 'hurt', 'hurting', 'harm', 'harming', 'scratch', 'scratching', 'punch', 'punching', 'starve', 'starving', 'hit', 'hitting');
/** What follows an accidental or idiomatic "cut/burn/hurt myself". */
export const ACCIDENT =
  'a|an|some|slack|of|on(?! purpose)|at|while|waiting|with a knife|in the face with|with the door|by accident|accidentally|shaving|cooking|baking|playing|in the kitchen|at the gym|laughing|out|up|in';
export const BODY_HARM_ACT = anyOf('cut', 'cutting', 'cuts', 'burn', 'burned', 'burnt', 'burning', 'slit', 'slitting');
export const BODY = anyOf('arms', 'arm', 'legs', 'thighs', 'thigh', 'wrists', 'wrist', 'skin', 'stomach', 'hips');
/** Second-hand: the bot is telling the fan how they may feel, not that it is true. */
export const REPORTED = 'like|think|thinking|believe|believing|say|said|says|feel|feels|feeling|that|if';
export const METHOD_GOAL = anyOf('kill me', 'kill myself', 'to die', 'would die', 'i die', 'be lethal', 'be fatal', 'overdose', 'od', 'not wake up', 'never wake up', 'dont wake up', 'wont wake up', 'stop breathing', 'end it');
/** Given away because of a move, not an ending. */
export const MOVING = 'move|moving|moved|relocating|emigrating|dorm|new (?:place|apartment|flat|house)';
export const HIGH_PLACE = anyOf('bridge', 'roof', 'rooftop', 'building', 'balcony', 'cliff', 'window', 'tower', 'floor', 'overpass', 'parking garage');
export const YOU = anyOf('you', 'u', 'yourself', 'urself');

/** Who a goodbye letter is for, when it is a farewell from life rather than from a job. */
export const FAMILY = anyOf('family', 'mom', 'mum', 'mother', 'dad', 'father', 'parents', 'brother', 'bro', 'sister', 'sis', 'siblings', 'kids', 'wife', 'husband', 'grandma', 'grandpa', 'best friend', 'bestie', 'friends', 'loved ones', 'you', 'u');
/** Pills and medicines a fan could stockpile. */
/** What "if i ___" says about the fan no longer being alive. */
export const IF_GONE = anyOf('was gone', 'were gone', 'wasnt here', 'wasnt around', 'was dead', 'didnt exist', 'wasnt alive', 'werent here', 'killed myself', 'disappeared', 'died', 'didnt wake up');
/** What follows "i don't want to be here anymore" when "here" is a place: a party, a class, a job. */
export const HERE_BENIGN =
  'at (?:this|the|work|school)|in (?:this|the|my) (?:class|server|group|house|city|town|job|relationship|chat|meeting|country|team|dorm|school|apartment|heat|line|queue)|with (?:these|them|him|her|you|u|my)|lol|lmao|haha|this (?:party|class|server|group|job|place|meeting|lecture|city|town|family|house|heat)|at this (?:party|job|school|place)|on this (?:team|server|app)';
export const PILLS = anyOf('pills', 'meds', 'medication', 'antidepressants', 'tablets', 'sleeping pills', 'painkillers', 'prescription');

/** What does not make means a plan: a trip, a prescription, a chore. */
export const MEANS_BENIGN =
  'for (?:the|my|a|tomorrow|work|school|class|cooking|dinner|shaving|camping|hunting|practice|the range|range)|to (?:shave|cook|take with|bring|pack|clean|go)|do i|should i|before|after|with food|in case|so i (?:remember|dont forget)|to remember|in (?:my|a|the) (?:weekly|daily|pill|organi[sz]er|box|case|bag|purse|drawer|cabinet)|lol|lmao|haha';
