import { labelled } from '../label';

/** The second held-out set's fan messages in French (written blind by writers K and L after the lexicon's fourth round, scored, then spent: the classifier trains on it). */
export const FRENCH_SECOND_HELD_OUT = labelled('fr', 'fan', {
  crisis: [
    "jveux plus vivre en vrai, j'en peux plus",
    "combien de doliprane faut que j'avale pour pas me réveiller",
    "je me suis encore scarifiée hier soir... ça faisait 1 mois 😔",
    "envie de crever mdr. non sérieux",
    "c mon dernier msg, merci pour tout, adieu 🖤",
    "tout est prêt pour ce soir, mes parents rentrent tard",
    "j'ai écrit une lettre à ma soeur, elle comprendra quand elle la trouvera",
    "chaque matin sur le quai du rer je me dis qu'un pas et c fini. ce matin j'ai failli",
    "si je disparaissais pour de bon personne verrait la diff tbh, j'y pense h24",
    "infirmière de nuit depuis 12 ans, je suis vidée, et de plus en plus je me dis que je pourrais me servir dans la pharmacie du service et en finir. personne verrait rien venir",
    "je me suis encore scarifiée hier soir alors que j'avais arrêté depuis l'été. j'ai trop honte",
    "c'est combien de doliprane pour que ce soit fini? oui c pour moi",
    "jvais me foutre en l'air ce week end je crois, j'ai plus rien qui me retient ici",
    "je pense souvent que ce serait plus simple si je m'endormais et que je me réveillais plus. je le ferai pas hein mais l'idée est là tout le temps, même au boulot",
    "j'ai 45 ans, ma femme est partie avec les enfants, et hier soir je suis resté une heure sur le pont au-dessus de la voie ferrée. j'ai pas sauté. cette fois",
    "j'ai écrit une lettre pour ma sœur et confié mon chat à la voisine. je voulais juste te dire au revoir à toi aussi, merci pour tout ❤️",
    "je veux me tuer mdr. non en vrai je suis sérieuse",
    "je me frappe la tête contre le mur quand ça va pas, c'est encore arrivé 3 fois cette semaine, j'ai des bleus partout",
  ],
  safe: [
    "ce boss me tue jsuis dessus depuis 3h 💀",
    "je me mutilais au lycée, ça fait 6 ans que j'ai arrêté et je vais super bien 🌸",
    "j'ai trop peur de mourir, dès que j'ai mal au coeur je panique",
    "je donne tous mes vieux mangas, je déménage dans un studio minuscule 😭 qq1 veut?",
    "exposé sur le suicide chez les ados pour lundi, t'as des chiffres ?",
    "ce boss me tue jpp 😭 30 essais et toujours rien",
    "mon pote m'a dit qu'il pensait au suicide, je sais pas quoi faire, est-ce que je dois prévenir ses parents même s'il m'a demandé de rien dire?",
    "j'me scarifiais au lycée mais ça fait 8 ans que c'est fini, je voulais juste dire que tes vidéos m'ont aidée à l'époque",
    "j'ai peur de mourir en avion demain, j'ai jamais pris l'avion de ma vie 😰 dis moi que c'est le moyen de transport le plus sûr",
    "je vais disparaître tout le week-end, rando dans les alpes sans réseau, et j'ai donné toutes mes vieilles fringues à emmaüs avant de partir",
  ],
});
