import { labelled } from './label';

/** Fan messages in French. */
export const FRENCH_FAN = labelled('fr', 'fan', {
  crisis: [
    'je veux mourir',
    "j'ai envie de me suicider",
    'je pense à en finir',
    'je veux plus vivre',
    'je me suis encore scarifiée hier soir',
    'combien de cachets faut il pour mourir',
    'je vais me tuer ce soir',
    "j'ai plus aucune raison de vivre",
    'tout le monde serait mieux sans moi',
    'je me suis coupé les bras encore une fois',
    "j'ai envie de me jeter du pont",
    "j'aimerais m'endormir et ne jamais me réveiller",
  ],
  safe: [
    'je meurs de faim',
    'mdr je suis morte 😂',
    'ce trafic me tue',
    "j'ai vu un film sur un suicide, trop triste",
    'le chat de mon amie est mort',
    "j'ai tué le boss enfin",
    'je me suis coupé les cheveux',
    "je meurs d'envie de te voir",
    'cette tenue est une tuerie 🔥',
    'je suis mort de rire',
    'ce boulot va me tuer lol',
    "le suicide de ce chanteur m'a choqué",
    "j'ai failli mourir de honte",
    'coucou, tu fais quoi ce soir ?',
  ],
});
