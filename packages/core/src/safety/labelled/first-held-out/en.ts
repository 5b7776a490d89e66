import { labelled } from '../label';

/** The first held-out set's fan messages in English (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const ENGLISH_FIRST_HELD_OUT = labelled('en', 'fan', {
  crisis: [
    "honestly i don't want to be here anymore. like at all",
    "i've been thinking about killing myself a lot lately and ur the only one i talk to",
    "cut again last night lol sorry to dump that on u",
    "how many of my sleeping pills would it take for me to not wake up",
    "i wrote goodbye letters to my mom and sister tonight. just wanted to tell someone",
    "wish i could just go to sleep and never wake up tbh",
    "im gonna kms fr this time, not joking",
    "everyone would be better off without me, i'm just a burden",
    "i bought a rope today. idk why im telling you this",
    "relapsed on the self harm thing after 3 months clean 😔",
    "whats the tallest bridge near downtown? asking for me",
    "i keep burning my arm with a lighter when things get bad, did it again today",
    "thinking about ending it all this weekend when my parents are away",
    "i dont see the point in living anymore, been feelin like this for weeks",
    "gave away my cat and my games today. won't need them where im going",
    "sometimes i hope a car just hits me on my way to school",
    "unalive myself lol jk... unless? no fr i think about it every night",
    "im so tired of everything i just want it to be over. like permanently",
  ],
  safe: [
    "this boss fight is literally killing me 😭 3 hours on the same guy",
    "i'm dead 💀 your last video had me crying laughing",
    "my grandpa passed away last week, the funeral was so sad but beautiful",
    "did u see that movie where the main character jumps off the bridge at the end? crazy twist",
    "im lowkey terrified of dying in a plane crash, flying to vegas tmrw",
    "i used to self harm like 8 years ago but i'm so much better now, therapy saved me",
    "last day at my job today, said goodbye to all my coworkers, kinda emotional",
    "my friend crashed her car yesterday but she's ok thank god",
    "i'd literally die for a selfie with you lmao",
  ],
});
