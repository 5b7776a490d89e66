import { labelled } from '../label';

/** The third held-out set's French messages (writers M and N, 2026-11-28), spent into the labelled set in the fifth round (decision 010). */
export const FRENCH_THIRD_HELD_OUT = labelled('fr', 'fan', {
  crisis: [
    "parfois je me dis que si je me réveillais pas demain ce serait pas plus mal",
    "c'est combien de comprimés de doliprane la dose mortelle ? c pour moi",
    "jme suis encore scarifiée hier soir, après 4 mois 🙃 ma mère a vu les pansements et a rien dit",
    "j'ai donné mon chat à ma voisine et mes fringues à ma sœur. dites à tout le monde que je les aimais",
    "je suis un boulet pour tout le monde. franchement ils seraient soulagés si je disparaissais pour de bon",
    "c décidé. dimanche soir quand mes parents seront chez mamie",
    "je me frappe la tête contre le mur quand je rate un truc, aujourd'hui c'était le brevet blanc",
    "mdr je vais aller me jeter sous le RER en rentrant. nan sérieux c pas une blague cette fois",
    "ça fait des semaines que je pense à me tuer, ce soir c pire que d'hab",
    "Je vous écris parce que je n'ai plus personne à qui parler. L'exploitation laitière est en liquidation, la banque a tout repris. Le fusil de mon père est toujours dans la grange et je crois que c'est la seule sortie qu'il me reste.",
    "Savez-vous à partir de combien de comprimés de Lexomil on ne se réveille plus ? Je pose la question pour moi, autant être honnête avec vous.",
    "J'ai rangé mes papiers, laissé une lettre chez le notaire et confié le chat à ma voisine. Je tenais à vous remercier pour toutes ces soirées, vous avez été d'une grande gentillesse. Adieu.",
    "Depuis le divorce, chaque soir je demande à ne pas me réveiller le lendemain. Et chaque matin je suis déçu d'ouvrir les yeux.",
    "Je me suis encore brûlée avec une cigarette ce soir, à l'intérieur du poignet. Je croyais en avoir fini avec ça depuis des années.",
    "L'EHPAD coûte une fortune à ma fille. À quoi bon continuer à 81 ans, seule, à être une charge ? Je préférerais partir maintenant, proprement, et j'ai commencé à y réfléchir sérieusement.",
    "Demain j'ai quarante ans. J'ai décidé que ce serait mon dernier anniversaire. Ne t'inquiète pas, pour une fois c'est calme dans ma tête.",
    "Rechute. Huit mois sans boire et ce soir j'ai vidé la bouteille de whisky. Je regarde le pont depuis ma fenêtre et je me dis que ce serait tellement simple d'en finir.",
    "Ancien militaire, vingt ans de service. Hier soir j'ai mis le canon de mon arme dans ma bouche, juste pour voir ce que ça faisait. Je ne sais pas pourquoi je vous raconte ça.",
  ],
  safe: [
    "ce contrôle de philo m'a tuée 💀 je suis morte de chez morte",
    "ma pote m'a dit qu'elle pensait au suicide, je fais quoi ?? j'ai trop peur pour elle",
    "un an sans me faire de mal aujourd'hui, fière de moi 🥹",
    "on a vu un docu sur le harcèlement et le suicide en EMC, ça m'a retourné le cerveau",
    "je me sens trop seul depuis le déménagement mais bon ça va aller, je vais m'inscrire au club de hand",
    "Ce dossier de fin d'année me tue, je dors quatre heures par nuit depuis deux semaines. Mais la présentation est vendredi et après, vacances en Bretagne !",
    "Mon frère a fait une tentative de suicide le mois dernier. Il va mieux, il est suivi par une psychiatre. Comment est-ce que je peux l'aider sans l'étouffer ?",
    "J'ai vu un documentaire sur les agriculteurs qui mettent fin à leurs jours en France, un tous les deux jours paraît-il. Ça m'a bouleversé, mon grand-père était éleveur dans le Cantal.",
    "Depuis la mort de mon mari, je parle à sa photo tous les soirs. Je suis triste, bien sûr, mais je veux voir grandir mes petits-enfants. Votre musique m'accompagne beaucoup.",
    "J'ai une peur bleue de mourir pendant l'opération du cœur jeudi. Le chirurgien dit que le risque est faible, mais je n'arrive pas à dormir. Vous pouvez me changer les idées ?",
  ],
});
