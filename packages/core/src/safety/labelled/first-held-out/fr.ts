import { labelled } from '../label';

/** The first held-out set's fan messages in French (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const FRENCH_FIRST_HELD_OUT = labelled('fr', 'fan', {
  crisis: [
    "je me suis encore scarifiée hier soir, désolée de te dire ça",
    "je pense à me suicider depuis des semaines",
    "combien de cachets faut que je prenne pour pas me réveiller",
    "c'est décidé, samedi je saute du pont",
    "tout le monde serait mieux sans moi franchement",
    "j'ai rechuté, je me suis refait du mal aux bras 😔",
    "j'ai écrit une lettre d'adieu à mes parents ce soir",
    "jvais me foutre en l'air mdr, non en vrai j'y pense tous les soirs",
    "envie d'en finir. j'en peux plus",
    "j'ai acheté une corde aujourd'hui. je crois que c'est le moment",
    "je me brûle avec des cigarettes quand ça va pas, je l'ai refait ce matin",
    "parfois j'espère qu'une voiture me renverse en allant au lycée",
    "jveux mourir, pas pour rire, jvois plus aucun sens à rien",
    "j'ai donné mes affaires à ma soeur, j'en aurai plus besoin",
    "jme tape la tête contre le mur jusqu'à saigner, encore hier",
    "je veux me tuer, je sais même plus pourquoi je continue",
  ],
  safe: [
    "je suis mort de rire devant ta dernière vidéo 😂",
    "ce boss me tue, ça fait 3h que j'essaie",
    "j'ai trop hâte de te voir au concert, je meurs d'impatience",
    "mon grand-père est décédé la semaine dernière, l'enterrement était dur",
    "t'as vu le film où l'héroïne se suicide à la fin? j'ai pleuré",
    "j'ai une peur bleue de mourir en avion et je pars en vacances demain",
    "je me scarifiais au collège mais ça fait 10 ans, je vais bien maintenant",
    "pot de départ aujourd'hui, j'ai dit au revoir à mes collègues, trop d'émotions",
    "mon cousin a eu un accident de scooter mais il va bien",
  ],
});
